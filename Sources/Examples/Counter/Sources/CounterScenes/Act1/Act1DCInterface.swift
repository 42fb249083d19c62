import DLC
import ServerWorker
import StoreWorker

/// What act 1's scenes may use: the server worker, the store, the clock and the factory.
///
/// Nothing here holds a credential or an account: a signed-in act holds its own.
@MainActor
protocol Act1DCInterface: ActDependencyContainer where Factory == Act1Factory {
  var server: any ServerWorkerInterface { get }
  var store: Store { get }
}

/// A scene of Act1: its parts reach Act1's container, by its interface.
protocol Act1SceneParts: SceneParts
where Dependencies == any Act1DCInterface {}
