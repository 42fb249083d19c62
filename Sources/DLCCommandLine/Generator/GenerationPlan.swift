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

  /// Removes, writes and edits every file, after checking that every file to remove is there, no
  /// file to write exists and no file to edit has changed: all of them or none.
  ///
  /// Every file, new or edited, is first written whole beside its place under a temporary
  /// name (so on the same file system); only once all are written are the removals made and
  /// the files moved into place, new files without replacing anything, edited ones in one
  /// atomic rename each. If anything fails on the way, what was staged is removed, what was
  /// moved or removed is taken back and the folders made for them removed.
  ///
  /// - Returns: The lines to print: what was written and edited, and the next command.
  /// - Throws: A ``GenerationError``, with nothing written, if a file is in the way or cannot
  ///   be written.
  func apply() throws(GenerationError) -> [String] {
    let manager = FileManager.default
    for path in removals where !manager.fileExists(atPath: folder.appendingPathComponent(path).path)
    {
      throw GenerationError("\(path) is not there to remove; nothing was changed")
    }
    for file in files where !removals.contains(file.path) {
      let url = folder.appendingPathComponent(file.path)
      if manager.fileExists(atPath: url.path) {
        throw GenerationError(
          "\(file.path) exists already in \(folder.path); 'new' never overwrites a file")
      }
    }
    for edit in edits {
      let url = folder.appendingPathComponent(edit.path)
      guard let current = try? String(contentsOf: url, encoding: .utf8), current == edit.original
      else {
        throw GenerationError("\(edit.path) changed while 'new' was running; nothing was written")
      }
    }
    var transaction = GenerationTransaction()
    do {
      for file in files {
        try transaction.stage(
          file.contents, at: folder.appendingPathComponent(file.path), file.path)
      }
      for edit in edits {
        try transaction.stage(
          edit.contents, at: folder.appendingPathComponent(edit.path), edit.path)
      }
      for path in removals {
        try transaction.remove(at: folder.appendingPathComponent(path), path)
      }
      try transaction.commit(newFileCount: files.count, originals: edits.map(\.original))
    } catch {
      transaction.rollBack()
      throw error
    }
    removeEmptyFolders(leftBy: removals)
    return removals.map { "removed \($0)" } + files.map { "wrote \($0.path)" }
      + edits.map { "edited \($0.path): \($0.summary)" }
      + ["next: \(nextStep)"]
  }

  /// Removes the folders that removed files left empty, up to the plan's folder.
  private func removeEmptyFolders(leftBy removals: [String]) {
    let manager = FileManager.default
    for path in removals {
      var parent = folder.appendingPathComponent(path).deletingLastPathComponent()
      while parent.path.count > folder.path.count,
        (try? manager.contentsOfDirectory(atPath: parent.path))?.isEmpty == true,
        rmdir(parent.path) == 0
      {
        parent.deleteLastPathComponent()
      }
    }
  }
}
