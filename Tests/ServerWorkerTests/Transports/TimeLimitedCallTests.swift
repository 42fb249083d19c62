import Testing

@testable import ServerWorker

@Suite(.timeLimit(.minutes(1))) struct TimeLimitedCallTests {
  @Test func resultOfTheOperationIsReturned() async throws {
    let value = try await TimeLimitedCall.run(within: .seconds(10)) { 42 }
    #expect(value == 42)
  }

  @Test func errorOfTheOperationIsThrown() async {
    await #expect(throws: ServerError.unreachable) {
      try await TimeLimitedCall<Int>.run(within: .seconds(10)) { () throws(ServerError) in
        throw .unreachable
      }
    }
  }

  @Test func operationThatOutlastsTheLimitTimesOut() async {
    await #expect(throws: ServerError.timedOut) {
      try await TimeLimitedCall.run(within: .milliseconds(100)) {
        for await _ in AsyncStream<Void>.makeStream().stream {}
        return 0
      }
    }
  }

  @Test func cancellationEndsTheCallWhileTheOperationIgnoresIt() async {
    let (started, startedSignal) = AsyncStream<Void>.makeStream()
    let (release, releaseSignal) = AsyncStream<Void>.makeStream()
    let call = Task { () -> Result<Int, ServerError> in
      do throws(ServerError) {
        return .success(
          try await TimeLimitedCall.run(within: .seconds(10)) {
            startedSignal.yield()
            // Unlike `for await`, a detached task does not end early when the operation is cancelled.
            await Task.detached { for await _ in release {} }.value
            return 42
          }
        )
      } catch {
        return .failure(error)
      }
    }
    for await _ in started { break }
    call.cancel()
    let result = await call.value
    releaseSignal.finish()
    #expect(result == .failure(.cancelled))
  }

  @Test func callFromACancelledTaskIsCancelled() async {
    let call = Task { () -> Result<Bool, ServerError> in
      withUnsafeCurrentTask { $0?.cancel() }
      do throws(ServerError) {
        return .success(try await TimeLimitedCall.run(within: .seconds(10)) { true })
      } catch {
        return .failure(error)
      }
    }
    #expect(await call.value == .failure(.cancelled))
  }
}
