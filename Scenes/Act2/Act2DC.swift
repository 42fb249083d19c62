import CacheWorker
import DLC
import ServerWorker
import StoreWorker
import ValidationWorker

/// Act 2's dependency container: the signed-in session (the user, the server worker that
/// carries their token, their account's cache) and act 1's other workers; makes the factory.
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
  var factory: Act2Factory { Act2Factory(dc: self) }

  /// Opens the session of `user`, signed in with `token`, over act 1's container: a server
  /// worker that sends the token, the cache and the store as the user's account sees them, and
  /// act 1's other workers. Act 1's own workers stay without the credential.
  ///
  /// - Parameters:
  ///   - user: The person who signed in.
  ///   - token: The token their sign-in returned.
  ///   - act1: Act 1's container, where signing out returns.
  init(user: User, token: String, act1: any Act1DCInterface) {
    self.user = user
    server = act1.server.authenticated(with: token)
    cache = act1.cache.namespace(Act2CacheNamespace.account(of: user))
    validation = act1.validation
    store = act1.store.account(user.id)
    clock = act1.clock
    self.act1 = act1
  }
}
