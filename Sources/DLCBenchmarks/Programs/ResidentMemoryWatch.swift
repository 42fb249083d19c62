import Foundation
import Synchronization

/// Follows how much memory a running process holds at its peak, by reading its high-water mark
/// of resident memory (`VmHWM` in `/proc/PID/status`) every millisecond until stopped.
///
/// The peak that `wait4` reports is no use for a program this process starts: Linux carries
/// the starting process's own peak over to the program it runs (`posix_spawn` shares this
/// process's memory until the program starts), so a small program started by the benchmarks
/// seems to hold all that the benchmarks hold. The high-water mark belongs to the program's
/// own memory and only ever grows, so its last reading before the program ends is its peak.
final class ResidentMemoryWatch: Sendable {
  private let peak = Atomic(0)
  private let isStopped = Atomic(false)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts watching a process.
  ///
  /// - Parameter process: The process's id.
  init(process: pid_t) {
    let path = "/proc/\(process)/status"
    Thread.detachNewThread { [self] in
      while !isStopped.load(ordering: .acquiring) {
        if let bytes = Self.highWaterMark(atPath: path) {
          peak.max(bytes, ordering: .relaxed)
        }
        usleep(1_000)
      }
      finished.signal()
    }
  }

  /// Stops watching, once the process has ended, and returns the highest mark read.
  ///
  /// - Returns: The process's peak resident memory, in bytes; 0 if it was never read.
  func stop() -> Int {
    isStopped.store(true, ordering: .releasing)
    finished.wait()
    return peak.load(ordering: .relaxed)
  }

  /// The `VmHWM` line of a status file, in bytes.
  private static func highWaterMark(atPath path: String) -> Int? {
    guard let status = try? String(contentsOfFile: path, encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    // "VmHWM:     29764 kB"
    let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return kilobytes.map { $0 * 1024 }
  }
}
