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

/// Act 2's container for tests: a signed-in person, and every worker a test does not hand in
/// fails the test when used, reported at the line that built the container, and so does the
/// clock: a test whose scene measures time hands in its harness's clock.
final class Act2DCStub: Act2DCInterface {
  /// The person act 2 is for, unless a test signs in someone else.
  static let user = User(id: "user-ada", email: "ada@example.com", name: "Ada Lovelace")

  let user: User
  let clock: any Clock<Duration>
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let store: StoreAccount
  let act1: any Act1DCInterface
  var factory: Act2Factory { Act2Factory(dc: self) }

  init(
    user: User = Act2DCStub.user,
    clock: ManualClock? = nil,
    server: ServerStub? = nil,
    cache: CacheDouble? = nil,
    validation: ValidationDouble? = nil,
    store: Store = .empty(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.user = user
    self.store = store.account(user.id)
    self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
    self.server = server ?? .unimplemented(sourceLocation: sourceLocation)
    self.cache = cache ?? .unimplemented(sourceLocation: sourceLocation)
    self.validation = validation ?? .unimplemented(sourceLocation: sourceLocation)
    act1 = Act1DCStub(
      clock: clock, server: self.server, cache: self.cache, validation: self.validation,
      store: store, sourceLocation: sourceLocation)
  }
}
