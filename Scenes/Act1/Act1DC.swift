import CacheWorker
import DLC
import ServerWorker
import ValidationWorker

/// Act 1's dependency container: holds the workers and owns the factory.
final class Act1DC: Act1DCInterface {
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let clock: any Clock<Duration>
  private(set) lazy var factory = Act1Factory(dc: self)

  init(
    server: any ServerWorkerInterface,
    cache: any CacheWorkerInterface,
    validation: any ValidationWorkerInterface,
    clock: any Clock<Duration>
  ) {
    self.server = server
    self.cache = cache
    self.validation = validation
    self.clock = clock
  }
}
