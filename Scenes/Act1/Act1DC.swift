import CacheWorker
import DLC
import ServerWorker
import StoreWorker
import ValidationWorker

/// Act 1's dependency container: holds the workers and makes the factory.
final class Act1DC: Act1DCInterface {
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let store: Store
  let legacyData: LegacyDataImport?
  let clock: any Clock<Duration>
  var factory: Act1Factory { Act1Factory(dc: self) }

  init(
    server: any ServerWorkerInterface,
    cache: any CacheWorkerInterface,
    validation: any ValidationWorkerInterface,
    store: Store,
    legacyData: LegacyDataImport? = nil,
    clock: any Clock<Duration>
  ) {
    self.server = server
    self.cache = cache
    self.validation = validation
    self.store = store
    self.legacyData = legacyData
    self.clock = clock
  }
}
