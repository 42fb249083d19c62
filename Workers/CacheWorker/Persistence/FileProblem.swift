import Foundation

/// What went wrong with a file, in the plain words of the operating system, such as
/// "permission denied" or "is a directory", rather than an error domain and a number.
enum FileProblem {
  /// The plain words for an error thrown by a file operation.
  ///
  /// - Parameter error: The error, usually a `CocoaError` wrapping a POSIX error.
  /// - Returns: The POSIX error's description, lowercased, when there is one; else the error's
  ///   own description.
  static func text(for error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain {
      return text(forErrorNumber: Int32(nsError.code))
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
      let underlying = underlying as NSError
      if underlying.domain == NSPOSIXErrorDomain {
        return text(forErrorNumber: Int32(underlying.code))
      }
    }
    return error.localizedDescription
  }

  /// The plain words for a POSIX error number, such as `EACCES`.
  ///
  /// - Parameter number: The error number, as `errno` holds it.
  /// - Returns: Its description, lowercased: "permission denied".
  static func text(forErrorNumber number: Int32) -> String {
    String(cString: strerror(number)).lowercased()
  }
}
