@testable import ServerWorker

extension Result where Failure == ServerError {
  /// The outcome of a call to the server worker, kept as a value so that a test can start the
  /// call in a task, cancel it, and compare what it ended with.
  init(awaiting call: () async throws(ServerError) -> Success) async {
    do {
      self = .success(try await call())
    } catch {
      self = .failure(error)
    }
  }
}
