import Foundation

/// What `new`, `remove` or `rename` will do: files to write, to change and to remove, checked as
/// a whole before anything is written, so that a refusal leaves the folder as it was.
struct GenerationPlan {
  /// A file to create; `new` never overwrites one.
  struct NewFile: Equatable {
    /// The path, relative to the plan's folder.
    var path: String
    /// The file's whole text.
    var contents: String
  }

  /// A change to a file that exists: its whole new text, and what the change does.
  struct Edit: Equatable {
    /// The path, relative to the plan's folder.
    var path: String
    /// What the change does, for a person, such as "add case checkout to Act1Scene".
    var summary: String
    /// The text the file had when the plan was made; the edit is refused if it changed since.
    var original: String
    /// The file's whole new text.
    var contents: String
  }

  /// The folder paths are relative to.
  var folder: URL
  /// The files to create, in order.
  var files: [NewFile] = []
  /// The changes to existing files, in order.
  var edits: [Edit] = []
  /// The files to remove, by path relative to the folder; folders they leave empty go too.
  var removals: [String] = []
  /// The command to run next, printed at the end.
  var nextStep: String

  /// The lines `--dry-run` prints: every file and every edit, without writing anything.
  var dryRunReport: [String] {
    removals.map { "would remove \($0)" } + files.map { "would write \($0.path)" }
      + edits.map { "would edit \($0.path): \($0.summary)" } + ["then: \(nextStep)"]
  }

  /// Writes every file and applies every edit, after checking that no file to write exists and
  /// no file to edit has changed.
  ///
  /// - Returns: The lines to print: what was written and edited, and the next command.
  /// - Throws: A ``GenerationError`` before anything is written if a file is in the way.
  func apply() throws(GenerationError) -> [String] {
    let manager = FileManager.default
    for path in removals where !manager.fileExists(atPath: folder.appendingPathComponent(path).path)
    {
      throw GenerationError("\(path) is not there to remove; nothing was changed")
    }
    for file in files where !removals.contains(file.path) {
      let url = folder.appendingPathComponent(file.path)
      if manager.fileExists(atPath: url.path) {
        throw GenerationError("\(file.path) exists already; 'new' never overwrites a file")
      }
    }
    for edit in edits {
      let url = folder.appendingPathComponent(edit.path)
      guard let current = try? String(contentsOf: url, encoding: .utf8), current == edit.original
      else {
        throw GenerationError("\(edit.path) changed while 'new' was running; nothing was written")
      }
    }
    var report: [String] = []
    for path in removals {
      let url = folder.appendingPathComponent(path)
      do {
        try manager.removeItem(at: url)
        var parent = url.deletingLastPathComponent()
        while parent.path.count > folder.path.count,
          (try? manager.contentsOfDirectory(atPath: parent.path))?.isEmpty == true
        {
          try manager.removeItem(at: parent)
          parent = parent.deletingLastPathComponent()
        }
      } catch {
        throw GenerationError("cannot remove \(path): \(error.localizedDescription)")
      }
      report.append("removed \(path)")
    }
    for file in files {
      let url = folder.appendingPathComponent(file.path)
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
      } catch {
        throw GenerationError("cannot write \(file.path): \(error.localizedDescription)")
      }
      report.append("wrote \(file.path)")
    }
    for edit in edits {
      let url = folder.appendingPathComponent(edit.path)
      do {
        try Data(edit.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw GenerationError("cannot change \(edit.path): \(error.localizedDescription)")
      }
      report.append("edited \(edit.path): \(edit.summary)")
    }
    return report + ["next: \(nextStep)"]
  }
}
