import Foundation

/// The processor time a process has used, read from `/proc/PID/stat`: a figure that, unlike
/// a latency, other work on a busy machine does not inflate.
enum ProcessorTime {
  /// A process's user and system time so far, in nanoseconds; 0 when it cannot be read.
  ///
  /// - Parameter process: The process's id.
  /// - Returns: The nanoseconds of processor time used.
  static func used(by process: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After "PID (NAME) ", utime and stime are the 12th and 13th fields.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK))) * 1e9
  }
}
