import RealTime
import TestSupport
import Testing

@testable import ServerWorker

@Suite(.hangGuard) struct TimeLimitedCallTests {
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
      return await Result { () async throws(ServerError) in
        try await TimeLimitedCall.run(within: .seconds(10)) {
          startedSignal.yield()
          // Unlike `for await`, a detached task does not end early when the operation is cancelled.
          await Task.detached { for await _ in release {} }.value
          return 42
        }
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
      return await Result { () async throws(ServerError) in
        try await TimeLimitedCall.run(within: .seconds(10)) { true }
      }
    }
    #expect(await call.value == .failure(.cancelled))
  }

  // A cancelled `Task.sleep` keeps its timer queued until its deadline: an hour-long limit on
  // quick calls would hold every one of these timers for an hour.
  @Test func callsAnsweredAtOnceLeaveNoTimerArmed() async throws {
    let timers = RealTimeTimers()
    let calls = 200
    var sum = 0
    for value in 0..<calls {
      sum += try await TimeLimitedCall.run(within: .seconds(3_600), timers: timers) { value }
    }
    #expect(sum == calls * (calls - 1) / 2)
    #expect(timers.armedCount == 0)
    #expect(timers.scheduledCount == calls)
  }

  @Test func cancelledCallLeavesNoTimerArmed() async {
    let timers = RealTimeTimers()
    let (started, startedSignal) = AsyncStream<Void>.makeStream()
    let call = Task { () -> Result<Int, ServerError> in
      return await Result { () async throws(ServerError) in
        try await TimeLimitedCall.run(within: .seconds(3_600), timers: timers) {
          startedSignal.yield()
          for await _ in AsyncStream<Void>.makeStream().stream {}
          return 42
        }
      }
    }
    for await _ in started { break }
    #expect(timers.armedCount == 1)
    call.cancel()
    #expect(await call.value == .failure(.cancelled))
    #expect(timers.armedCount == 0)
  }

  @Test func timedOutCallLeavesNoTimerArmed() async {
    let timers = RealTimeTimers()
    await #expect(throws: ServerError.timedOut) {
      try await TimeLimitedCall.run(within: .milliseconds(1), timers: timers) {
        for await _ in AsyncStream<Void>.makeStream().stream {}
        return 0
      }
    }
    #expect(timers.armedCount == 0)
  }
}
