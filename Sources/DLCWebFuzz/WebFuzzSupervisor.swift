import Foundation
import Synchronization

/// Runs the fuzzer's requests against a server in batches, several connections at once, and
/// after every batch checks that the server is still up and that a well-behaved request still
/// gets its answer in time.
struct WebFuzzSupervisor: Sendable {
  /// What a run found.
  struct Finding: Sendable, Equatable {
    /// The request's index, which with the seed replays it; `nil` for a check after a batch.
    var index: Int?
    /// The request's kind, or the check's name.
    var kind: String
    /// What went wrong.
    var problem: String
  }

  /// Makes the requests.
  let generator: RequestGenerator
  /// How many requests to send.
  let requests: Int
  /// How long an answer or a close may take.
  let hangLimit: Duration
  /// How many connections at once.
  var connections = 32
  /// How many requests between checks.
  var batchSize = 1_000
  /// Says why the server is gone, or `nil` while it runs.
  let serverGone: @Sendable () -> String?

  /// Sends the requests until all are sent, a problem is found, or the deadline passes.
  ///
  /// It blocks the calling thread, which must not be the server's.
  ///
  /// - Parameter deadline: When to stop sending, if ever.
  /// - Returns: The requests sent and the first problem found, if any.
  func run(until deadline: ContinuousClock.Instant? = nil) -> (sent: Int, finding: Finding?) {
    var sent = 0
    while sent < requests {
      let batch = sent..<min(requests, sent + batchSize)
      if let finding = send(batch) {
        return (sent, finding)
      }
      sent = batch.upperBound
      if let gone = serverGone() {
        return (sent, Finding(index: nil, kind: "server", problem: gone))
      }
      if let problem = probe() {
        return (
          sent, Finding(index: nil, kind: "well-behaved request after a batch", problem: problem)
        )
      }
      if let deadline, ContinuousClock.now > deadline, sent < requests {
        return (
          sent,
          Finding(index: nil, kind: "time", problem: "only \(sent) of \(requests) requests in time")
        )
      }
    }
    return (sent, nil)
  }

  /// Sends a batch over several connections at once; the finding of the lowest index, if any.
  private func send(_ batch: Range<Int>) -> Finding? {
    let next = Atomic(batch.lowerBound)
    let findings = Mutex<[Finding]>([])
    let port = generator.session.port
    // A thread for each connection: most of an exchange is waiting on the server, and
    // `concurrentPerform` would run only as many at once as there are cores.
    let finished = DispatchGroup()
    for _ in 0..<connections {
      finished.enter()
      Thread.detachNewThread { [generator, hangLimit] in
        defer { finished.leave() }
        while true {
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < batch.upperBound else { return }
          let request = generator.request(at: index)
          if let problem = FuzzExchange.run(request, port: port, limit: hangLimit) {
            findings.withLock {
              $0.append(Finding(index: index, kind: request.kind, problem: problem))
            }
          }
        }
      }
    }
    finished.wait()
    return findings.withLock { $0.min { ($0.index ?? 0) < ($1.index ?? 0) } }
  }

  /// A well-behaved read of the session's screen.
  private func probe() -> String? {
    let session = generator.session
    let request = FuzzRequest(
      kind: "probe",
      chunks: [
        Array(
          "GET /screen HTTP/1.1\r\nHost: \(session.host)\r\n\(session.cookieLine)\r\n"
            .utf8)
      ],
      expectation: .answers(count: 1, statuses: [200]))
    return FuzzExchange.run(request, port: session.port, limit: hangLimit)
  }
}
