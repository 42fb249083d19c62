/// A stand-in worker: answers with a greeting after a second on the injected clock.
actor GreetingWorker {
  private let clock: any Clock<Duration>

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  func greeting(for name: String) async throws -> String {
    try await clock.sleep(for: .seconds(1))
    return "Hello, \(name)!"
  }
}
