import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the kernel says of a child process: the processor time it has used and whether it has
/// ended without being reaped, read from `/proc/PID/stat`.
struct ChildProcessor {
  /// The child.
  let process: pid_t

  /// The processor time the child has used so far, user and system, all its threads; `nil`
  /// when the kernel does not say (no `/proc`), in which case wall time stands in.
  var time: Duration? {
    guard let fields = fields, fields.count > 12, let user = Int64(fields[11]),
      let system = Int64(fields[12])
    else { return nil }
    let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
    guard ticks > 0 else { return nil }
    return .milliseconds((user + system) * 1_000 / ticks)
  }

  /// Whether the child has ended and waits to be reaped.
  var isZombie: Bool {
    fields?.first == "Z"
  }

  /// The fields of `/proc/PID/stat` after the command's name, from the state on.
  private var fields: [Substring]? {
    guard let text = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return nil }
    return text[text.index(after: end)...].split(separator: " ")
  }
}
