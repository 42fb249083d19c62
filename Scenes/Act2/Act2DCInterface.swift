import CacheWorker
import DLC
import ServerWorker
import StoreWorker
import ValidationWorker

/// What act 2's scenes may use: act 1's workers and clock, the signed-in user, the factory.
@MainActor
protocol Act2DCInterface: ActDependencyContainer where Factory == Act2Factory {
  /// The person who signed in; act 2 exists only for them.
  var user: User { get }
  /// Talks to the Atlas backend, with the user's token.
  var server: any ServerWorkerInterface { get }
  /// Caches server answers, in the user's account: no other account sees them.
  var cache: any CacheWorkerInterface { get }
  /// The user's own data (favorites, notes, preferences): no other account's is reachable.
  var store: StoreAccount { get }
  /// Checks what people type.
  var validation: any ValidationWorkerInterface { get }
  /// Act 1's container, by its interface, whose workers hold no credential and no account:
  /// where signing out returns to.
  var act1: any Act1DCInterface { get }
}

/// A scene of act 2: its parts reach act 2's container, by its interface.
protocol Act2SceneParts: SceneParts where Dependencies == any Act2DCInterface {}
