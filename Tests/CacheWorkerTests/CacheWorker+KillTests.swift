import Foundation
import TestSupport
import Testing

@testable import CacheWorker

/// A process killed with kill -9 while it writes leaves no entry file half-written.
struct CacheWorkerKillTests {
  /// A value as the writing child stores it.
  private struct Written: Codable, Equatable {
    var key: String
    var round: Int
    var filler: String
  }

  @Test func aProcessKilledWhileWritingLeavesEveryEntryFileWhole() async throws {
    let folder = TemporaryFolder()
    let child = try BuiltProgram.named("CacheWriterChild").url
    for _ in 0..<5 {
      let process = Process()
      process.executableURL = child
      process.arguments = [folder.url.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      // Killed once its writes are under way, at a moment that differs every time.
      let reading = output.fileHandleForReading
      _ = await offThePool { reading.availableData }
      try await Task.sleep(for: .milliseconds(Int.random(in: 1...40)))
      kill(process.processIdentifier, SIGKILL)
      await offThePool { process.waitUntilExit() }
      #expect(process.terminationReason == .uncaughtSignal)
    }

    let log = WarningLog()
    let cache = CacheWorker(folder: folder.url, onWarning: log.record)
    var found = 0
    for index in 0..<64 {
      guard let value = await cache.value(of: Written.self, forKey: "k\(index)") else { continue }
      #expect(value.key == "k\(index)")
      #expect(value.filler.count == (value.round * 37) % 900)
      found += 1
    }
    #expect(found == 64)
    // Only the temporary files of the killed writers may be left to delete.
    for warning in log.warnings {
      guard case .discardedFile(_, let reason) = warning else {
        Issue.record("unexpected warning: \(warning)")
        continue
      }
      #expect(reason == .leftoverTemporaryFile)
    }
  }
}
