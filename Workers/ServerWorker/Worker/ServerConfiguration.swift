/// How a ``ServerWorker`` waits, retries and limits answers.
public struct ServerConfiguration: Sendable, Equatable {
  /// How long to wait for an answer to one attempt, in real time, unless a request sets its own.
  public var timeout: Duration
  /// How many times an idempotent request is sent again after a failure that may pass.
  ///
  /// Only `GET`, `HEAD`, `PUT` and `DELETE` are retried, and only when the server was unreachable,
  /// timed out, or answered 502, 503 or 504.
  public var maxRetries: Int
  /// The wait before the first retry; each further retry waits twice as long as the one before.
  ///
  /// The waits are taken on the worker's clock, so a test clock can skip them.
  public var retryBackoff: Duration
  /// The largest answer body accepted, in bytes.
  public var responseSizeLimit: Int

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for an answer to one attempt; 10 seconds unless given.
  ///   - maxRetries: How many retries an idempotent request gets; 2 unless given.
  ///   - retryBackoff: The wait before the first retry, doubled for each next; 250 ms unless given.
  ///   - responseSizeLimit: The largest answer body in bytes; 5 MiB unless given.
  public init(
    timeout: Duration = .seconds(10),
    maxRetries: Int = 2,
    retryBackoff: Duration = .milliseconds(250),
    responseSizeLimit: Int = 5 * 1024 * 1024
  ) {
    self.timeout = timeout
    self.maxRetries = maxRetries
    self.retryBackoff = retryBackoff
    self.responseSizeLimit = responseSizeLimit
  }
}
