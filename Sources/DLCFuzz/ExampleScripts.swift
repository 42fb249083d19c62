import Foundation

/// The lines of the example scripts, the material the fuzzer plays and mutates.
enum ExampleScripts {
  /// Where the scripts are, from the package's folder.
  static let folder = "Scenes/Scripts"

  /// Every non-blank line of every `.dlc` file in the folder, in a fixed order.
  ///
  /// - Parameter root: The package's folder.
  /// - Returns: The lines; empty when the folder holds no script.
  static func lines(under root: URL) -> [String] {
    let folder = root.appendingPathComponent(Self.folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".dlc") }.sorted().flatMap { name in
      let text =
        (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      return text.split(whereSeparator: \.isNewline).map(String.init)
        .filter { !$0.allSatisfy(\.isWhitespace) }
    }
  }
}
