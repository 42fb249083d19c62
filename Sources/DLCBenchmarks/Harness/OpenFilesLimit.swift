#if canImport(Glibc)
  import Glibc
#endif

/// The limit of open files: a thousand browsers hold two sockets each.
enum OpenFilesLimit {
  /// Raises this process's soft limit, as far as its hard limit allows, and the child
  /// processes it starts inherit it.
  ///
  /// - Parameter count: The descriptors wanted.
  static func raise(toAtLeast count: Int) {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0,
      limit.rlim_cur < rlim_t(count)
    else { return }
    limit.rlim_cur = min(rlim_t(count), limit.rlim_max)
    setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
  }
}
