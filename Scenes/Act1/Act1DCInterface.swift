import CacheWorker
import DLC
import ServerWorker
import StoreWorker
import ValidationWorker

/// What act 1's scenes may use: the workers, the clock and the factory.
@MainActor
protocol Act1DCInterface: ActDependencyContainer where Factory == Act1Factory {
  /// Talks to the Atlas backend.
  var server: any ServerWorkerInterface { get }
  /// Caches server answers.
  var cache: any CacheWorkerInterface { get }
  /// Checks what people type.
  var validation: any ValidationWorkerInterface { get }
  /// Keeps every account's own data; act 2 gets one account of it.
  var store: Store { get }
  /// Moves data an earlier Atlas kept in the cache folder into the store at sign-in, or `nil`
  /// when there is no cache folder to read.
  var legacyData: LegacyDataImport? { get }
}

/// A scene of act 1: its parts reach act 1's container, by its interface.
protocol Act1SceneParts: SceneParts where Dependencies == any Act1DCInterface {}
