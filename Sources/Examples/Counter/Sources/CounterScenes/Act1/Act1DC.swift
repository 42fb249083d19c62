import DLC
import ServerWorker
import StoreWorker

/// Act 1's dependency container: holds the workers and the clock, and makes the factory.
final class Act1DC: Act1DCInterface {
  let server: any ServerWorkerInterface
  let store: Store
  let clock: any Clock<Duration>
  var factory: Act1Factory { Act1Factory(dc: self) }

  init(server: any ServerWorkerInterface, store: Store, clock: any Clock<Duration>) {
    self.server = server
    self.store = store
    self.clock = clock
  }
}
