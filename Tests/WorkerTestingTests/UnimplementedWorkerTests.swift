import TestSupport
import Testing
import WorkerTesting

@Suite struct UnimplementedWorkerTests {
  @Test func aUseFailsTheTestNamingTheWorkerAndTheCallAtTheLineThatMadeIt() {
    let line = #_sourceLocation.line + 1
    let unimplemented = UnimplementedWorker(worker: "MailWorker")
    withKnownIssue {
      unimplemented.report("send(to: \"ada@example.com\")")
    } matching: {
      $0.mentions(
        "Unimplemented MailWorker: send(to: \"ada@example.com\") was called",
        "but the test did not set up this worker")
        && $0.sourceLocation?.line == line
    }
  }
}
