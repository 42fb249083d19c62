import Foundation
import Testing

@testable import DLCCommandLine

/// What the templates write, file by file, against committed snapshots: an application grown
/// with every kind of scene and act, so that a change to a template reads as a diff of the files
/// it writes. `DLC_RECORD=1` re-records them (and fails once, so that recording never passes
/// unnoticed).
struct GeneratedPackageTests {
  /// The commands that grow the application, in order, each run in the package's folder.
  static let growth: [[String]] = [
    ["scene", "BookDetail", "--act", "Act1"],
    ["scene", "Basket", "--act", "Act1", "--modal"],
    ["scene", "Stock", "--act", "Act1", "--with-server"],
    ["act", "Checkout", "--after", "Act1", "--carrying", "Cart"],
    ["scene", "Pay", "--act", "Checkout", "--with-server"],
    ["scene", "Books", "--act", "Act1", "--list"],
    ["scene", "SignUp", "--act", "Checkout", "--form"],
    ["act", "Library", "--after", "Act1", "--carrying", "Reader", "--signed-in"],
    ["scene", "Shelf", "--act", "Library"],
    ["scene", "Loans", "--act", "Library", "--with-server"],
  ]

  /// The snapshots of the grown application: one file a generated file, `.txt` added so that
  /// neither the compiler nor the linter takes them for sources.
  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__/GeneratedPackageTests/Shop", isDirectory: true)

  @Test func everyFileOfAGrownApplicationMatchesItsSnapshot() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("GeneratedPackageTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    // A URL keeps the checkout's own path, which differs from machine to machine, out of the
    // snapshot of Package.swift.
    try run(["app", "Shop", "--dlc", "https://example.com/DLC.git"], in: parent)
    let package = parent.appendingPathComponent("Shop", isDirectory: true)
    for command in Self.growth {
      try run(command, in: package)
    }

    let written = files(under: package)
    let recorded = files(under: Self.snapshots).map { String($0.dropLast(".txt".count)) }
    let isRecording = ["1", "true", "yes"].contains(
      ProcessInfo.processInfo.environment["DLC_RECORD"]?.lowercased() ?? "")
    for path in written {
      let text = try String(
        contentsOf: package.appendingPathComponent(path), encoding: .utf8)
      let snapshot = Self.snapshots.appendingPathComponent(path + ".txt")
      let stored = try? String(contentsOf: snapshot, encoding: .utf8)
      guard stored != text else { continue }
      if isRecording || stored == nil {
        try FileManager.default.createDirectory(
          at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: snapshot)
        Issue.record("recorded \(path): run the test again without DLC_RECORD")
      } else {
        let message =
          "\(path) differs from its snapshot \(snapshot.path):\n\(Self.diff(stored ?? "", text))"
          + "\nIf the change is intended, run again with DLC_RECORD=1 to re-record."
        Issue.record(Comment(rawValue: message))
      }
    }
    for path in Set(recorded).subtracting(written).sorted() {
      if isRecording {
        try FileManager.default.removeItem(
          at: Self.snapshots.appendingPathComponent(path + ".txt"))
      }
      Issue.record("\(path) has a snapshot but is no longer written")
    }
  }

  private func run(_ arguments: [String], in folder: URL) throws {
    let request = try NewRequest(parsing: arguments)
    _ = try NewCommand(request: request, terminal: Terminal(), folder: folder).makePlan().apply()
  }

  /// The paths of the files under a folder, relative to it, sorted.
  private func files(under folder: URL) -> [String] {
    NewCommand.files(under: folder, relativeTo: folder)
  }

  /// The lines that differ, `-` stored and `+` written, each with its line number.
  static func diff(_ stored: String, _ written: String) -> String {
    let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let new = written.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { continue }
      if let before { lines.append("\(index + 1) - \(before)") }
      if let after { lines.append("\(index + 1) + \(after)") }
    }
    return lines.joined(separator: "\n")
  }
}
