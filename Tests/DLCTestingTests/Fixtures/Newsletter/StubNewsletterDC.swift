import CacheWorker
import CacheWorkerTesting
import DLC
import DLCTesting
import ServerWorker
import ServerWorkerTesting
import Testing
import ValidationWorker
import ValidationWorkerTesting

/// The newsletter act's container for tests: every worker a test does not hand in fails the
/// test when used, reported at the line that built the container.
final class StubNewsletterDC: NewsletterDCInterface {
  let clock: any Clock<Duration>
  let server: any ServerWorkerInterface
  let validation: any ValidationWorkerInterface
  let cache: any CacheWorkerInterface
  var factory: NewsletterFactory { NewsletterFactory(dc: self) }

  init(
    clock: ManualClock? = nil,
    server: ServerStub? = nil,
    validation: ValidationDouble? = nil,
    cache: CacheDouble? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.clock = clock ?? UnimplementedClock(sourceLocation: sourceLocation)
    self.server = server ?? .unimplemented(sourceLocation: sourceLocation)
    self.validation = validation ?? .unimplemented(sourceLocation: sourceLocation)
    self.cache = cache ?? .unimplemented(sourceLocation: sourceLocation)
  }
}
