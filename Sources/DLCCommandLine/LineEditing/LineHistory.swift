import Foundation

/// The lines typed at the prompt, oldest first, kept between sessions in a file of the
/// application's own under `$XDG_STATE_HOME` (else `~/.local/state`), at most 1,000 of them.
///
/// The file is created readable by its owner only. A file that cannot be read is reported
/// once, and the session goes on with an empty history.
struct LineHistory {
  /// The most lines kept.
  static let limit = 1_000

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
    guard FileManager.default.fileExists(atPath: file.path) else { return }
    guard let data = FileManager.default.contents(atPath: file.path),
      let text = String(data: data, encoding: .utf8)
    else {
      warn("cannot read the history in \(file.path); this session starts without it")
      return
    }
    entries = Array(text.split(separator: "\n").map(String.init).suffix(Self.limit))
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
    let line = String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    guard !line.isEmpty, line != entries.last, !line.contains("\n") else {
      return nil
    }
    entries.append(line)
    if entries.count > Self.limit {
      entries.removeFirst(entries.count - Self.limit)
    }
    return save()
  }

  private func save() -> String? {
    guard let file else { return nil }
    let manager = FileManager.default
    do {
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      let text = entries.joined(separator: "\n") + "\n"
      // Created private before anything is written, so no line is ever readable by others.
      if !manager.fileExists(atPath: file.path) {
        _ = manager.createFile(
          atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600])
      }
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      return nil
    } catch {
      return "cannot save the history in \(file.path): \(error.localizedDescription)"
    }
  }
}
