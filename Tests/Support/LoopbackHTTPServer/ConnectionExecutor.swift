import Foundation

/// Runs a handler's jobs on the connection's own thread, which waits for its reply anyway.
///
/// Without it the handler would queue behind every other test in the concurrency pool, and a
/// busy test run could starve a loopback server past a client's timeout.
final class ConnectionExecutor: TaskExecutor {
  private let condition = NSCondition()
  // Guarded by `condition`: every read and write happens between its lock and unlock.
  nonisolated(unsafe) private var jobs: [UnownedJob] = []
  nonisolated(unsafe) private var isFinished = false

  func enqueue(_ job: UnownedJob) {
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Marks the work done, so that ``runUntilFinished()`` returns once no job is left.
  func finish() {
    condition.lock()
    isFinished = true
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs on the calling thread as they arrive until ``finish()`` has been called.
  func runUntilFinished() {
    while true {
      condition.lock()
      while jobs.isEmpty && !isFinished {
        condition.wait()
      }
      let batch = jobs
      jobs.removeAll()
      let finished = isFinished
      condition.unlock()
      for job in batch {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
      if finished && batch.isEmpty {
        return
      }
    }
  }
}
