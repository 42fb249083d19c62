import Foundation

/// Where an act of an application lives in its package: found by its scene enum, the file
/// `<Act>Scene.swift` that declares `enum <Act>Scene: ActScene`.
struct ActLocation: Equatable {
  /// The act's name, such as `Act1`.
  var name: String
  /// The act's folder, relative to the package: `Sources/ShopScenes/Act1`, `Scenes/Act1`.
  var folder: String
  /// The module the act is compiled in: `ShopScenes`, `Scenes`.
  var module: String
  /// The folder of the act's tests, relative to the package: `Tests/ShopScenesTests/Act1`.
  var testFolder: String
  /// The act's folder inside its test target: `Act1`.
  var folderInTests: String

  /// The folder of the module's sources, the acts' parent: `Sources/ShopScenes`.
  var moduleFolder: String { (folder as NSString).deletingLastPathComponent }
  /// The folder of the act's snapshots, outside every test target so that SwiftPM does not
  /// look there: `Tests/Snapshots/Act1`.
  var snapshotFolder: String {
    "Tests/Snapshots" + (folderInTests.isEmpty ? "" : "/\(folderInTests)")
  }

  /// Every act of the package in a folder.
  ///
  /// - Parameter package: The folder that holds Package.swift.
  /// - Returns: The acts found, by name.
  static func all(in package: URL) -> [String: ActLocation] {
    var acts: [String: ActLocation] = [:]
    let manager = FileManager.default
    guard
      let walker = manager.enumerator(
        at: package, includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return acts }
    let root = package.standardizedFileURL.path
    for case let file as URL in walker {
      let relative = String(file.standardizedFileURL.path.dropFirst(root.count + 1))
      if relative.hasPrefix("Tests/") || relative.hasPrefix(".build") {
        walker.skipDescendants()
        continue
      }
      let fileName = file.lastPathComponent
      guard fileName.hasSuffix("Scene.swift"), fileName != "Scene.swift" else { continue }
      let act = String(fileName.dropLast("Scene.swift".count))
      guard let text = try? String(contentsOf: file, encoding: .utf8),
        text.contains("enum \(act)Scene: ActScene")
      else { continue }
      let folder = (relative as NSString).deletingLastPathComponent
      var components = folder.split(separator: "/").map(String.init)
      if components.first == "Sources" {
        components.removeFirst()
      }
      guard let module = components.first else { continue }
      let inTests = components.dropFirst().joined(separator: "/")
      acts[act] = ActLocation(
        name: act, folder: folder, module: module,
        testFolder: "Tests/\(module)Tests" + (inTests.isEmpty ? "" : "/\(inTests)"),
        folderInTests: inTests)
    }
    return acts
  }
}
