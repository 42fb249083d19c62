import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Many browsers at once on `dlc serve`: each loads the page, follows its event stream, signs in
/// to Atlas and types a query at a person's pace, over real sockets on 127.0.0.1; against the
/// same inputs through ``ScriptSession`` in this process (``InProcessSessions``).
///
/// It reports the median and 99th percentile of input-to-screen latency, how long after the
/// debounce the query's results arrived, and the resident memory each idle signed-in session
/// holds in the server: its resident memory once every session is idle, less before the first,
/// divided by the sessions. The server runs as a child (``ServingProgram``) so that its memory
/// is its own. The design's budgets apply at ``budgetSessions``: p99 ≤ 50 ms on 2 cores and
/// ≤ 256 KB a session.
@MainActor
struct ServeSessionsBenchmark {
  static let name = "serve-sessions"
  /// The sizes measured, to see how the costs grow.
  static let sizes = [10, 100, 1_000]
  /// The size the budgets apply to.
  static let budgetSessions = 1_000
  /// The budget of input-to-screen latency's 99th percentile.
  static let latencyLimit: Double = 50_000_000
  /// The budget of memory per idle signed-in session.
  static let memoryLimit = 256 * 1_024
  /// The time over which the browsers load their pages.
  static let rampUp = Duration.seconds(1)
  /// The pause before each input, drawn at random: a brisk person's pace.
  static let thinkTime = Duration.milliseconds(50)...Duration.milliseconds(450)

  let sessions: Int

  /// Measures both sides once; a run of a thousand sessions takes a few seconds.
  func measure() async throws -> BenchmarkResult {
    OpenFilesLimit.raise(toAtLeast: 4 * sessions + 256)
    let server = try ServingProgram(
      try SpawnedProgram(named: "dlc"), maximumSessions: sessions + 10)
    defer { server.stop() }
    try await Task.sleep(for: .milliseconds(300))
    let serverBefore = server.residentBytes
    let processorBefore = ProcessorTime.used(by: server.process)
    let client = LoadClient(
      port: server.port, sessions: sessions, rampUp: Self.rampUp, thinkTime: Self.thinkTime)
    let ours = try client.run(within: .seconds(120))
    if let failure = ours.failures.first {
      throw BenchmarkError.unexpected(
        benchmark: name, detail: "\(ours.failures.count) sessions failed, first: \(failure)")
    }
    // Idle: what the server keeps once the last answer and event are out.
    try await Task.sleep(for: .milliseconds(500))
    let perSession = max(server.residentBytes - serverBefore, 0) / sessions
    let processorPerInput =
      (ProcessorTime.used(by: server.process) - processorBefore)
      / Double(max(ours.inputLatencies.count, 1))
    client.closeAll()
    server.stop()

    let baselineBefore = ResidentMemory.current()
    let inProcess = InProcessSessions()
    await inProcess.run(count: sessions, rampUp: Self.rampUp, thinkTime: Self.thinkTime)
    let baseline = inProcess.outcome
    if let failure = baseline.failures.first {
      throw BenchmarkError.unexpected(benchmark: name, detail: "in process: \(failure)")
    }
    let baselinePerSession = max(ResidentMemory.current() - baselineBefore, 0) / sessions
    inProcess.endAll()
    var result = result(
      ours: ours, baseline: baseline, perSession: perSession,
      baselinePerSession: baselinePerSession)
    // The server's processor time over the run (pages, streams and inputs) per input.
    result.measured = [
      result.measured,
      "server processor \(Quantity.time(nanoseconds: processorPerInput)) an input",
    ].compactMap(\.self).joined(separator: "; ")
    return result
  }

  private var name: String { "\(Self.name)-\(sessions)" }

  private func result(
    ours: LoadClient.Outcome, baseline: LoadClient.Outcome, perSession: Int,
    baselinePerSession: Int
  ) -> BenchmarkResult {
    var result = BenchmarkResult(
      name: name, oursMedianNanoseconds: ours.inputLatencies.percentile(0.5),
      baselineMedianNanoseconds: baseline.inputLatencies.percentile(0.5),
      iterations: ours.inputLatencies.count, budget: nil)
    let p99 = ours.inputLatencies.percentile(0.99)
    result.oursP99Nanoseconds = p99
    result.baselineP99Nanoseconds = baseline.inputLatencies.percentile(0.99)
    result.bytesPerSession = perSession
    result.baselineBytesPerSession = baselinePerSession
    let latency =
      "p99 \(Quantity.time(nanoseconds: p99)) (in process "
      + "\(Quantity.time(nanoseconds: baseline.inputLatencies.percentile(0.99))))"
    let results =
      "results p99 \(Quantity.time(nanoseconds: ours.resultDelays.percentile(0.99))) "
      + "after the debounce (in process "
      + "\(Quantity.time(nanoseconds: baseline.resultDelays.percentile(0.99))))"
    let memory =
      "\(Quantity.kilobytes(perSession)) a session (in process "
      + "\(Quantity.kilobytes(baselinePerSession)))"
    if sessions == Self.budgetSessions {
      result.addLimit(
        budget: "p99 ≤ \(Quantity.time(nanoseconds: Self.latencyLimit))", measured: latency,
        isMet: p99 <= Self.latencyLimit)
      result.addLimit(
        budget: "≤ \(Quantity.kilobytes(Self.memoryLimit)) a session", measured: memory,
        isMet: perSession <= Self.memoryLimit)
      result.measured = [result.measured, results].compactMap(\.self).joined(separator: "; ")
    } else {
      result.measured = [latency, memory, results].joined(separator: "; ")
    }
    return result
  }
}
