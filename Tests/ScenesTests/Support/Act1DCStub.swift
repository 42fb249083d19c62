import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import Testing
import ValidationWorker
import ValidationWorkerTesting

@testable import Scenes

/// Act 1's container for tests: every worker a test does not hand in fails the test when used,
/// reported at the line that built the container, and so does the clock: a test whose scene
/// measures time hands in its harness's clock.
///
/// Tests hand in the kit's doubles (`ServerStub`, `ValidationDouble`, `CacheDouble`) or, where
/// the test is about what a real worker says, the worker itself, such as `ValidationWorker()`.
final class Act1DCStub: Act1DCInterface {
  let clock: any Clock<Duration>
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let store: Store
  let legacyData: LegacyDataImport?
  var factory: Act1Factory { Act1Factory(dc: self) }

  init(
    clock: ManualClock? = nil,
    server: (any ServerWorkerInterface)? = nil,
    cache: (any CacheWorkerInterface)? = nil,
    validation: (any ValidationWorkerInterface)? = nil,
    store: Store = .empty(),
    legacyData: LegacyDataImport? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
    self.store = store
    self.legacyData = legacyData
    self.server = server ?? ServerStub.unimplemented(sourceLocation: sourceLocation)
    self.cache = cache ?? CacheDouble.unimplemented(sourceLocation: sourceLocation)
    self.validation = validation ?? ValidationDouble.unimplemented(sourceLocation: sourceLocation)
  }
}
