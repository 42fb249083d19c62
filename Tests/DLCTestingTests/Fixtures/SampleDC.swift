import DLC

/// The dependency container of the sample act: a clock, a greeting worker and the factory.
@MainActor
final class SampleDC: ActDependencyContainer {
  let clock: any Clock<Duration>
  let greetings: GreetingWorker
  var factory: SampleFactory { SampleFactory(dc: self) }

  init(clock: any Clock<Duration>) {
    self.clock = clock
    greetings = GreetingWorker(clock: clock)
  }
}
