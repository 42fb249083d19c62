import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import StoreWorker
import Testing

@testable import CounterScenes

/// Act 1's container for tests: a server the test does not hand in fails the test when
/// used, reported at the line that built the container; the store is in memory.
final class Act1DCStub: Act1DCInterface {
  let clock: any Clock<Duration>
  let server: any ServerWorkerInterface
  let store: Store
  var factory: Act1Factory { Act1Factory(dc: self) }

  init(
    clock: ManualClock? = nil,
    server: (any ServerWorkerInterface)? = nil,
    store: Store = AppStore.inMemory(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
    self.server = server ?? ServerStub.unimplemented(sourceLocation: sourceLocation)
    self.store = store
  }
}
