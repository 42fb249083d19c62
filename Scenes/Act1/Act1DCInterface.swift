import CacheWorker
import DLC
import ServerWorker
import ValidationWorker

/// What act 1's scenes may use: the workers, the clock and the factory.
@MainActor
protocol Act1DCInterface: ActDependencyContainer where Factory == Act1Factory {
  /// Talks to the Atlas backend.
  var server: any ServerWorkerInterface { get }
  /// Caches answers and keeps favorites.
  var cache: any CacheWorkerInterface { get }
  /// Checks what people type.
  var validation: any ValidationWorkerInterface { get }
}
