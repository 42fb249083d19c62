import Foundation
import Testing

/// Runs StoreWriterChild, the writer the process tests start, and reads its lines.
final class ChildProcess {
  let process = Process()
  private let output = Pipe()
  private var buffered = Data()

  init(_ arguments: [String]) throws {
    process.executableURL = try Self.program()
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
  }

  /// The next line the child printed, or `nil` once it has closed its output.
  func nextLine() -> String? {
    while true {
      if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[buffered.startIndex..<end], as: UTF8.self)
        buffered.removeSubrange(buffered.startIndex...end)
        return line
      }
      let more = output.fileHandleForReading.availableData
      guard !more.isEmpty else { return nil }
      buffered.append(more)
    }
  }

  /// Every line still to come, until the child closes its output.
  func remainingLines() -> [String] {
    var lines: [String] = []
    while let line = nextLine() {
      lines.append(line)
    }
    return lines
  }

  /// Kills the child with SIGKILL and waits for it to end.
  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The child as the build left it, beside the test bundle or in the debug build.
  private static func program() throws -> URL {
    var package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while package.path != "/",
      !FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
    {
      package.deleteLastPathComponent()
    }
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      CommandLine.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent() },
      package.appendingPathComponent(".build/debug", isDirectory: true),
    ].compactMap { $0?.appendingPathComponent("StoreWriterChild") }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no built StoreWriterChild in \(candidates)")
  }
}
