import Foundation
import TestSupport
import Testing

@testable import DLCFuzz

@Suite(.hangGuard)
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
    var after = before
    var sum = 0
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(30)
    // Work until the time moves (it is counted in ticks of 10 ms). Hash values are seeded
    // afresh in every process, so an optimized build cannot fold the loop away.
    while after <= before, clock.now < deadline {
      for number in 0..<1_000_000 {
        sum &+= number.hashValue
      }
      after = try #require(processor.time)
    }
    #expect(sum != 1)
    #expect(after > before)
  }
}
