import Foundation

/// The resident memory a process holds now, read from `/proc/PID/status`.
enum ResidentMemory {
  /// A process's `VmRSS`, in bytes.
  ///
  /// - Parameter process: The process's id; this process's own by default.
  /// - Returns: The bytes resident now, or 0 when the status cannot be read.
  static func current(of process: pid_t = getpid()) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1_024
  }
}
