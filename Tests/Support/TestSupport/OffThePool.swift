import Foundation

/// Runs work that blocks (reading a child's pipe, waiting for a process to end) on a thread of
/// its own, and waits for it without holding a thread of the concurrency pool.
///
/// The pool has one thread per core. A test that blocks one for seconds stalls every other test
/// of the run, and a server under test that needs the pool to answer seems to hang.
///
/// - Parameter work: The blocking work.
/// - Returns: What the work returned.
/// - Throws: What the work threw.
public func offThePool<Value: Sendable, Failure: Error>(
  _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
  let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
    }
  }
  return try result.get()
}
