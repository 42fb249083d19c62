import DLC
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines typed at the prompt, oldest first, kept between sessions in a file of the
/// application's own under `$XDG_STATE_HOME` (else `~/.local/state`), at most 1,000 of them.
///
/// The file is created readable by its owner only, and an existing one others may read is
/// tightened to that. Only a regular file is read: a symbolic link at the file's path is not
/// followed, and a FIFO or a device is not waited on; of a large file only the last
/// ``readLimit`` bytes are read. A file that cannot be read is reported once, and the session
/// goes on with an empty history. The file is saved by writing a new one beside it and
/// renaming it into place, so a link there is replaced, never written through. Control
/// characters in a line are stored, and shown on Up, written visibly (`\u{1B}`), never raw.
struct LineHistory {
  /// The most lines kept.
  static let limit = 1_000

  /// The most bytes read from the end of the file: a thousand long lines.
  static let readLimit = 1 << 20

  /// The lines, oldest first.
  private(set) var entries: [String] = []
  /// The file, or `nil` to keep the history in memory.
  let file: URL?

  /// A history kept in memory only.
  init(entries: [String] = []) {
    self.entries = Array(entries.suffix(Self.limit))
    file = nil
  }

  /// Opens an application's history file.
  ///
  /// - Parameters:
  ///   - file: The file; created on the first line added.
  ///   - warn: Told, once, why an existing file cannot be read.
  init(file: URL, warn: (String) -> Void) {
    self.file = file
    switch Self.readTail(of: file.path) {
    case .success(nil):
      return
    case .success(let text?):
      entries = Array(
        text.split(separator: "\n").map { VisibleText.escaping($0) }.suffix(Self.limit))
    case .failure(let failure):
      warn(
        "cannot read the history in \(file.path)\(failure.reason); this session starts without it"
      )
    }
  }

  /// Why a history file cannot be read, as the end of a sentence; empty when the reason is
  /// only that it is not text.
  private struct ReadFailure: Error {
    var reason: String
  }

  /// The last ``readLimit`` bytes of the file as text, from its first whole line; `nil` when
  /// there is no file.
  private static func readTail(of path: String) -> Result<String?, ReadFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return .success(nil)
      case ELOOP:
        return .failure(ReadFailure(reason: ": it is a symbolic link, which is not followed"))
      default: return .failure(ReadFailure(reason: ": \(String(cString: strerror(errno)))"))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(ReadFailure(reason: ": it is not a regular file"))
    }
    if status.st_mode & 0o077 != 0, status.st_uid == geteuid() {
      // An older version, or another program, left it readable by others.
      fchmod(descriptor, 0o600)
    }
    let size = Int(status.st_size)
    let start = max(0, size - readLimit)
    var bytes = [UInt8](repeating: 0, count: size - start)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        pread(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset,
          off_t(start + offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      offset += count
    }
    var text = bytes[..<offset]
    if start > 0 {
      // The first line was cut by the limit.
      text = text.drop { $0 != 0x0A }.dropFirst()
    }
    guard let decoded = String(validating: text, as: UTF8.self) else {
      return .failure(ReadFailure(reason: ""))
    }
    return .success(decoded)
  }

  /// The history file of an application: `$XDG_STATE_HOME/NAME/history`, else
  /// `~/.local/state/NAME/history`.
  ///
  /// - Parameters:
  ///   - name: The application's tool.
  ///   - environment: The process's environment.
  /// - Returns: The file's location.
  static func file(
    for name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/state")
    return state.appendingPathComponent(name).appendingPathComponent("history")
  }

  /// Adds a line, unless it is blank or repeats the last one, and saves the file.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: Why the file could not be written, if it could not.
  @discardableResult
  mutating func add(_ line: String) -> String? {
    let trimmed = String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    guard !trimmed.isEmpty, !trimmed.contains("\n") else {
      return nil
    }
    let line = VisibleText.escaping(trimmed)
    guard line != entries.last else { return nil }
    entries.append(line)
    if entries.count > Self.limit {
      entries.removeFirst(entries.count - Self.limit)
    }
    return save()
  }

  /// Writes the whole history to a new file beside the old one and renames it into place.
  private func save() -> String? {
    guard let file else { return nil }
    let path = file.path
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      return "cannot save the history in \(path): \(error.localizedDescription)"
    }
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      return "cannot save the history in \(path): it is not a regular file, and is left alone"
    }
    // Created private before anything is written, so no line is ever readable by others.
    let temporary = path + ".\(getpid()).tmp"
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      return "cannot save the history in \(path): \(String(cString: strerror(errno)))"
    }
    let bytes = Array((entries.joined(separator: "\n") + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    close(descriptor)
    guard offset == bytes.count, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      return "cannot save the history in \(path): \(reason)"
    }
    return nil
  }
}
