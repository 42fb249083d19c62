import DLC
import Testing

@MainActor
@Suite struct DebouncerTests {
  var (clock, stage, scene) = Stage.onAManualClock(showing: SampleController())

  @Test func runsOnlyTheLastOfQuickCalls() async {
    var values: [String] = []
    let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: scene.tasks)
    for text in ["g", "ge", "ger"] {
      debouncer.schedule { values.append(text) }
      await stage.settle()
      clock.advance(by: .milliseconds(100))
    }
    clock.advance(by: .milliseconds(200))
    await stage.settle()
    #expect(values == ["ger"])
  }

  @Test func callsFartherApartThanTheDelayEachRun() async {
    var values: [Int] = []
    let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: scene.tasks)
    for value in 1...2 {
      debouncer.schedule { values.append(value) }
      await stage.settle()
      clock.advance(by: .milliseconds(300))
      await stage.settle()
    }
    #expect(values == [1, 2])
  }

  @Test func cancelDropsTheScheduledAction() async {
    var fired = false
    let debouncer = Debouncer(delay: .milliseconds(300), clock: clock, tasks: scene.tasks)
    debouncer.schedule { fired = true }
    await stage.settle()
    debouncer.cancel()
    clock.advance(by: .seconds(1))
    await stage.settle()
    #expect(!fired)
  }
}
