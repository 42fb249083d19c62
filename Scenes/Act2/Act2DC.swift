import CacheWorker
import DLC
import ServerWorker
import StoreWorker
import ValidationWorker

/// Act 2's dependency container: the signed-in session (the user, the server worker that
/// carries their token, their account's cache) and act 1's other workers; owns the factory.
///
/// Only `Act1Factory.act2DC(user:token:)` makes one in the app, so no act 2 scene exists without
/// a user, and the credential lives exactly as long as this container.
final class Act2DC: Act2DCInterface {
  let user: User
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let store: StoreAccount
  let clock: any Clock<Duration>
  let act1: any Act1DCInterface
  private(set) lazy var factory = Act2Factory(dc: self)

  init(
    user: User,
    server: any ServerWorkerInterface,
    cache: any CacheWorkerInterface,
    validation: any ValidationWorkerInterface,
    store: StoreAccount,
    clock: any Clock<Duration>,
    act1: any Act1DCInterface
  ) {
    self.user = user
    self.server = server
    self.cache = cache
    self.validation = validation
    self.store = store
    self.clock = clock
    self.act1 = act1
  }
}
