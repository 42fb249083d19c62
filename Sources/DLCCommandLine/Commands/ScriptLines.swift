import DLCScript

/// The commands of a script, each parsed only when it is reached, from bytes in memory or from
/// a file read a chunk at a time.
///
/// A script of a million lines is read twice from its file, once to check that every line
/// parses and once to run it, and neither pass keeps the file or the parsed commands: memory
/// holds one chunk of the file and one command at a time, whatever the script's length. Blank
/// and comment lines yield nothing. A line that is not UTF-8 is an error at its first byte that
/// cannot be read; an optional byte order mark at the start is skipped, and a `\r` before a
/// line's `\n` is ignored.
struct ScriptLines: Sequence {
  private enum Source {
    case bytes([UInt8])
    case file(String)
    case spool(ScriptSpool)
  }

  private let source: Source

  /// The commands of bytes in memory.
  ///
  /// - Parameter bytes: A script's contents.
  init(_ bytes: [UInt8]) {
    source = .bytes(bytes)
  }

  /// The commands of a file, read afresh by every pass over them.
  ///
  /// - Parameter path: The file's path.
  init(file path: String) {
    source = .file(path)
  }

  /// The commands of a copy of a script that could be read only once.
  ///
  /// - Parameter spool: The copy.
  init(spool: ScriptSpool) {
    source = .spool(spool)
  }

  /// Starts a pass at the first line.
  func makeIterator() -> ScriptLineIterator {
    switch source {
    case .bytes(let bytes):
      ScriptLineIterator(bytes: bytes)
    case .file(let path):
      ScriptLineIterator(chunks: FileChunks(path: path))
    case .spool(let spool):
      ScriptLineIterator(chunks: FileChunks(spool: spool))
    }
  }

  /// The script's first errors, in line order, and how many more there are; none if every line
  /// parses. A binary file has an error on nearly every line: they are counted, not kept.
  ///
  /// - Parameter limit: How many errors to keep.
  /// - Returns: The first errors, and the count of the others.
  func errors(atMost limit: Int) -> (first: [ParseError], more: Int) {
    var first: [ParseError] = []
    var more = 0
    for case .failure(let error) in self {
      if first.count < limit {
        first.append(error)
      } else {
        more += 1
      }
    }
    return (first, more)
  }
}
