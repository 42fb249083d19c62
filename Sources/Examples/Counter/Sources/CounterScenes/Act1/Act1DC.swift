import DLC

/// Act 1's dependency container: holds the clock and owns the factory.
final class Act1DC: Act1DCInterface {
  let clock: any Clock<Duration>
  private(set) lazy var factory = Act1Factory(dc: self)

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }
}
