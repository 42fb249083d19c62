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
    var transaction = Transaction()
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

  /// Files written under temporary names, then moved into place together.
  private struct Transaction {
    /// A file written beside its place.
    private struct Staged {
      var temporary: String
      var destination: String
      var path: String
    }

    private var staged: [Staged] = []
    /// The folders made, outermost first.
    private var madeFolders: [URL] = []
    /// The files moved into place so far, with the text to put back in an edited one.
    private var moved: [(destination: String, original: String?)] = []
    /// The files removed so far, with their contents.
    private var removed: [(url: URL, contents: Data)] = []

    /// Writes a file's whole text beside its place, making the folders it needs.
    mutating func stage(_ contents: String, at url: URL, _ path: String) throws(GenerationError) {
      let manager = FileManager.default
      var missing: [URL] = []
      var parent = url.deletingLastPathComponent()
      while !manager.fileExists(atPath: parent.path), parent.path != "/" {
        missing.insert(parent, at: 0)
        parent.deleteLastPathComponent()
      }
      for folder in missing {
        do {
          try manager.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
          throw GenerationError("cannot write \(path): \(error.localizedDescription)")
        }
        madeFolders.append(folder)
      }
      let temporary =
        url.deletingLastPathComponent().appendingPathComponent(".new-\(UUID().uuidString).tmp")
        .path
      staged.append(Staged(temporary: temporary, destination: url.path, path: path))
      guard manager.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
        throw GenerationError("cannot write \(path): \(String(cString: strerror(errno)))")
      }
    }

    /// Removes a file, keeping its text to put back if the plan fails later.
    mutating func remove(at url: URL, _ path: String) throws(GenerationError) {
      guard let original = try? Data(contentsOf: url), unlink(url.path) == 0 else {
        throw GenerationError("cannot remove \(path): \(String(cString: strerror(errno)))")
      }
      removed.append((url, original))
    }

    /// Moves every staged file into place: the first `newFileCount` without replacing
    /// anything, the others over the files they edit.
    mutating func commit(newFileCount: Int, originals: [String]) throws(GenerationError) {
      for (index, file) in staged.enumerated() {
        if index < newFileCount {
          // A hard link fails rather than replace a file that appeared meanwhile.
          guard link(file.temporary, file.destination) == 0 else {
            throw GenerationError(
              "cannot write \(file.path): \(String(cString: strerror(errno)))")
          }
          unlink(file.temporary)
          moved.append((file.destination, nil))
        } else {
          guard rename(file.temporary, file.destination) == 0 else {
            throw GenerationError(
              "cannot change \(file.path): \(String(cString: strerror(errno)))")
          }
          moved.append((file.destination, originals[index - newFileCount]))
        }
      }
      staged = []
    }

    /// Takes back everything: staged files removed, moved ones undone, made folders removed.
    mutating func rollBack() {
      for file in staged {
        unlink(file.temporary)
      }
      for (destination, original) in moved.reversed() {
        if let original {
          try? Data(original.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
        } else {
          unlink(destination)
        }
      }
      for folder in madeFolders.reversed() {
        rmdir(folder.path)
      }
      for (url, contents) in removed.reversed() {
        try? contents.write(to: url, options: .withoutOverwriting)
      }
      staged = []
      moved = []
      madeFolders = []
      removed = []
    }
  }
}
