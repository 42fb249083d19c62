import DLC
import DLCTesting
import TestSupport
import Testing

@Suite struct UnimplementedClockTests {
  @Test func sleepingOnItFailsTheTestAtTheLineThatMadeItInsteadOfWaiting() async {
    let line = #_sourceLocation.line + 1
    let clock = UnimplementedClock()
    await withKnownIssue {
      await #expect(throws: CancellationError.self) {
        try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
      }
    } matching: {
      $0.mentions("Unimplemented Clock: sleep(until:", "but the test did not set up this clock")
        && $0.sourceLocation?.line == line
    }
  }

  @Test func readingTheTimeFailsTheTest() {
    let clock = UnimplementedClock()
    withKnownIssue {
      _ = clock.now
    } matching: {
      $0.mentions("Unimplemented Clock: now was called")
    }
  }
}
