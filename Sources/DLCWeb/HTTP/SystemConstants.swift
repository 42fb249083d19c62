#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few constants whose names or types differ between Linux and the BSDs, named once.
enum SystemConstants {
  #if os(Linux)
    /// A stream socket closed on exec.
    static let streamSocket = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    /// Flags of `send` that keep a closed peer from ending the process with SIGPIPE.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    /// The resource of the limit on open files.
    static let openFilesLimit = Int32(RLIMIT_NOFILE.rawValue)
    /// Where the process's open descriptors are listed.
    static let openDescriptors = "/proc/self/fd"
  #else
    /// A stream socket; the listener marks it closed on exec itself.
    static let streamSocket = SOCK_STREAM
    /// No flag is needed: each socket is set not to raise SIGPIPE (``ignoresBrokenPipe(_:)``).
    static let sendFlags: Int32 = 0
    /// The resource of the limit on open files.
    static let openFilesLimit = RLIMIT_NOFILE
    /// Where the process's open descriptors are listed.
    static let openDescriptors = "/dev/fd"
  #endif

  /// Sets a socket not to raise SIGPIPE where `send` has no flag for it.
  static func ignoresBrokenPipe(_ socket: Int32) {
    #if !os(Linux)
      var yes: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }
}
