extension ServerWorker {
  /// Statuses that say the server may answer if asked again.
  private static let retryableStatuses: Set<Int> = [502, 503, 504]

  /// Sends a request through the transport, retrying an idempotent one while retries are left
  /// and the failure may pass; returns the last answer, whatever its status.
  func exchange(
    _ request: ServerHTTPRequest,
    timeout: Duration
  ) async throws(ServerError) -> ServerHTTPResponse {
    let retries = request.method.isIdempotent ? max(configuration.maxRetries, 0) : 0
    var attempt = 0
    while true {
      do throws(ServerError) {
        let response = try await transport.send(
          request,
          timeout: timeout,
          responseSizeLimit: configuration.responseSizeLimit
        )
        guard response.body.count <= configuration.responseSizeLimit else {
          throw .tooLarge(limit: configuration.responseSizeLimit)
        }
        guard attempt < retries, Self.retryableStatuses.contains(response.status) else {
          return response
        }
      } catch {
        guard attempt < retries, error == .unreachable || error == .timedOut else { throw error }
      }
      try await backOff(before: attempt + 1)
      attempt += 1
    }
  }

  /// Waits on the injected clock before a retry: the backoff, doubled for each retry after the first.
  private func backOff(before retry: Int) async throws(ServerError) {
    let delay = configuration.retryBackoff * (1 << min(retry - 1, 16))
    guard delay > .zero else { return }
    do {
      try await clock.sleep(for: delay)
    } catch {
      throw .cancelled
    }
  }
}
