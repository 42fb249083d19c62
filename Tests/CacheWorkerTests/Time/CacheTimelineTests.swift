import Foundation
import TestSupport
import Testing

@testable import CacheWorker

struct CacheTimelineTests {
  @Test func measuresTimeOnTheInjectedClockFromItsStart() {
    let clock = TestClock()
    clock.advance(by: .seconds(100))
    let timeline = CacheTimeline(clock: clock)

    clock.advance(by: .milliseconds(1_500))

    #expect(timeline.now == .milliseconds(1_500))
  }

  @Test func deadlineBecomesTheDateAsFarAheadOnTheWallClock() {
    let clock = TestClock()
    let timeline = CacheTimeline(clock: clock)
    clock.advance(by: .seconds(10))
    let wallClockNow = Date(timeIntervalSince1970: 1_000)

    let date = timeline.date(of: .seconds(70), now: wallClockNow)

    #expect(date == Date(timeIntervalSince1970: 1_060))
    #expect(timeline.deadline(of: date, now: wallClockNow) == .seconds(70))
  }
}
