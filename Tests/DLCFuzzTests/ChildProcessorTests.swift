import Foundation
import Testing

@testable import DLCFuzz

@Suite(.timeLimit(.minutes(1)))
struct ChildProcessorTests {
  @Test func aChildThatWaitsUsesNoProcessorTimeHoweverLongItWaits() async throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["30"]
    try child.run()
    defer {
      // SIGKILL: a child started from a thread of the concurrency pool blocks SIGTERM.
      kill(child.processIdentifier, SIGKILL)
      child.waitUntilExit()
    }
    try await Task.sleep(for: .milliseconds(300))

    let processor = ChildProcessor(process: child.processIdentifier)

    let time = try #require(processor.time)
    #expect(time < .milliseconds(200))
    #expect(!processor.isZombie)
  }

  @Test func aProcessThatWorksHasItsProcessorTimeCounted() throws {
    let processor = ChildProcessor(process: getpid())
    let before = try #require(processor.time)
    var sum = 0
    for number in 0..<50_000_000 {
      sum &+= number &* number
    }
    #expect(sum != 1)
    #expect(try #require(processor.time) > before)
  }
}
