import CacheWorker
import DLC
import ServerWorker
import ValidationWorker

/// What the newsletter act's scenes may use.
@MainActor
protocol NewsletterDCInterface: ActDependencyContainer where Factory == NewsletterFactory {
  var server: any ServerWorkerInterface { get }
  var validation: any ValidationWorkerInterface { get }
  var cache: any CacheWorkerInterface { get }
}
