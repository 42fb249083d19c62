import Foundation
import TestSupport
import Testing

/// Runs StoreWriterChild, the writer the process tests start, and reads its lines.
///
/// Every wait happens off the concurrency pool: a child may take many seconds on a loaded
/// machine, and other tests need the pool meanwhile.
final class ChildProcess {
  let process = Process()
  private let output = Pipe()
  private var buffered = Data()

  init(_ arguments: [String]) throws {
    process.executableURL = try BuiltProgram.named("StoreWriterChild").url
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
  }

  /// The next line the child printed, or `nil` once it has closed its output.
  func nextLine() async -> String? {
    while true {
      if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffered[buffered.startIndex..<end], as: UTF8.self)
        buffered.removeSubrange(buffered.startIndex...end)
        return line
      }
      let handle = output.fileHandleForReading
      let more = await offThePool { handle.availableData }
      guard !more.isEmpty else { return nil }
      buffered.append(more)
    }
  }

  /// Every line still to come, until the child closes its output.
  func remainingLines() async -> [String] {
    var lines: [String] = []
    while let line = await nextLine() {
      lines.append(line)
    }
    return lines
  }

  /// Kills the child with SIGKILL and waits for it to end.
  func kill() async {
    Foundation.kill(process.processIdentifier, SIGKILL)
    await waitUntilExit()
  }

  /// Waits for the child to end.
  func waitUntilExit() async {
    let process = process
    await offThePool { process.waitUntilExit() }
  }
}
