import CacheWorker
import DLC
import ServerWorker
import ValidationWorker

/// Act 2's dependency container: act 1's workers plus the signed-in user; owns the factory.
///
/// Only `Act1Factory.act2DC(user:)` makes one in the app, so no act 2 scene exists without a user.
final class Act2DC: Act2DCInterface {
  let user: User
  let server: any ServerWorkerInterface
  let cache: any CacheWorkerInterface
  let validation: any ValidationWorkerInterface
  let clock: any Clock<Duration>
  private(set) lazy var factory = Act2Factory(dc: self)

  init(
    user: User,
    server: any ServerWorkerInterface,
    cache: any CacheWorkerInterface,
    validation: any ValidationWorkerInterface,
    clock: any Clock<Duration>
  ) {
    self.user = user
    self.server = server
    self.cache = cache
    self.validation = validation
    self.clock = clock
  }
}
