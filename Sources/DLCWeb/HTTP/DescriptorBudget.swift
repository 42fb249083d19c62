import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many of the process's file descriptors connections may take: every connection is one,
/// and a process that has none left cannot accept, open its store, or let the system's thread
/// pool read `/proc`, so some are always kept for the rest of the process.
enum DescriptorBudget {
  /// Raises the process's soft limit on open descriptors to its hard limit, as a server that
  /// holds a descriptor for each browser should; the hard limit is the administrator's.
  ///
  /// - Returns: The soft limit now in force.
  @discardableResult
  static func raiseSoftLimitToHard() -> Int {
    var limit = rlimit()
    guard getrlimit(SystemConstants.openFilesLimit, &limit) == 0 else { return 1_024 }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(SystemConstants.openFilesLimit, &raised) == 0 {
        limit = raised
      }
    }
    return Int(clamping: limit.rlim_cur)
  }

  /// The connections that fit in the soft limit, once the descriptors open now and a reserve
  /// for the rest of the process's life are left aside.
  static func connections() -> Int {
    var limit = rlimit()
    guard getrlimit(SystemConstants.openFilesLimit, &limit) == 0 else { return 256 }
    let soft = Int(clamping: limit.rlim_cur)
    let reserve = min(64, max(soft / 4, 8))
    return max(soft - inUse() - reserve, 1)
  }

  /// The descriptors the process has open.
  static func inUse() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: SystemConstants.openDescriptors).count)
      ?? 16
  }
}
