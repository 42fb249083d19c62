import CacheWorker
import DLC
import ValidationWorker

/// What the newsletter act's scenes may use.
@MainActor
protocol NewsletterDCInterface: ActDependencyContainer where Factory == NewsletterFactory {
  var validation: any ValidationWorkerInterface { get }
  var cache: any CacheWorkerInterface { get }
}
