import DLC

@testable import CounterScenes

/// Act 1's container for tests: a manual clock and the real factory.
final class Act1DCStub: Act1DCInterface {
  let clock: any Clock<Duration>
  private(set) lazy var factory = Act1Factory(dc: self)

  init(clock: ManualClock = ManualClock()) {
    self.clock = clock
  }
}
