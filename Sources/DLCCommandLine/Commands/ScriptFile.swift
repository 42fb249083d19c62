import DLCScript
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A script file: UTF-8 text, one command a line.
///
/// A line that is not UTF-8 is a parse error at the first byte that cannot be read, so a binary
/// file is reported, not run; an optional byte order mark at the start is skipped.
enum ScriptFile {
  /// Why a file gave no script.
  enum Failure: Error {
    /// The file cannot be read at all.
    case unreadable(String)
    /// The file has lines that are not commands: the first ones, and how many more.
    case syntax([ParseError], more: Int)
  }

  /// How many of a file's errors are listed: past them, a person reads no further, and a
  /// binary file would list one a line.
  static let errorsListed = 20

  /// Checks that every line of a file parses, reading it a chunk at a time and keeping
  /// neither the file nor what it parsed.
  ///
  /// A regular file is read again from its path when it runs. Anything else — a pipe, a FIFO,
  /// a device, standard input given as `-` — gives its bytes once, so it is first copied whole
  /// into an unlinked temporary file, which both passes read.
  ///
  /// - Parameters:
  ///   - path: The file's path, or `-` for standard input.
  ///   - largestCopy: The most read from anything but a regular file.
  /// - Returns: The file's commands, to be read and parsed again one at a time as they run, or
  ///   why there are none.
  static func check(_ path: String, largestCopy: Int = ScriptSpool.largestCopy)
    -> Result<ScriptLines, Failure>
  {
    let lines: ScriptLines
    switch openOnce(path, largestCopy: largestCopy) {
    case .failure(let failure):
      return .failure(failure)
    case .success(nil):
      lines = ScriptLines(file: path)
    case .success(let spool?):
      lines = ScriptLines(spool: spool)
    }
    let errors = lines.errors(atMost: errorsListed)
    return errors.first.isEmpty
      ? .success(lines) : .failure(.syntax(errors.first, more: errors.more))
  }

  /// Opens a path once: `nil` for a regular file, to be read from its path; a copy of anything
  /// else; or why it names no script that can be read.
  private static func openOnce(_ path: String, largestCopy: Int)
    -> Result<ScriptSpool?, Failure>
  {
    let descriptor: Int32
    if path == "-" {
      descriptor = dup(STDIN_FILENO)
    } else {
      // Without O_NONBLOCK, opening a FIFO waits for its writer, as a reader of a FIFO expects.
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: return .failure(.unreadable("no such file"))
      case EISDIR: return .failure(.unreadable("is a folder, not a script"))
      default: return .failure(.unreadable("cannot read the file"))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(.unreadable("cannot read the file"))
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      return .failure(.unreadable("is a folder, not a script"))
    case S_IFREG where path != "-":
      return .success(nil)
    default:
      do {
        return .success(try ScriptSpool(copying: descriptor, largest: largestCopy))
      } catch {
        return .failure(.unreadable("cannot read the file: \(error)"))
      }
    }
  }
}
