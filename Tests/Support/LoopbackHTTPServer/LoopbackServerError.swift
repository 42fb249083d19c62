#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a loopback server or port could not be set up.
package struct LoopbackServerError: Error, Equatable, CustomStringConvertible {
  /// The socket call that failed, such as `bind`.
  package let operation: String
  /// The `errno` it left.
  package let code: Int32

  /// The failed call and the system's reason, on one line.
  package var description: String {
    "Loopback server: \(operation) failed: \(String(cString: strerror(code)))"
  }
}
