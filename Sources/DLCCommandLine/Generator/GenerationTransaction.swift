import Foundation

/// Files written under temporary names, then moved into place together, or all taken back:
/// how a ``GenerationPlan`` writes all of its files or none.
struct GenerationTransaction {
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
    var isFolder: ObjCBool = false
    while !manager.fileExists(atPath: parent.path, isDirectory: &isFolder), parent.path != "/" {
      missing.insert(parent, at: 0)
      parent.deleteLastPathComponent()
    }
    guard isFolder.boolValue || parent.path == "/" else {
      throw GenerationError("cannot write \(path): \(parent.path) is a file, not a folder")
    }
    for folder in missing {
      guard mkdir(folder.path, 0o777) == 0 else {
        throw GenerationError(
          "cannot write \(path): cannot make \(folder.path): \(String(cString: strerror(errno)))")
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
