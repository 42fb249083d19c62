import DLCScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pass over a script's lines: the next command, or the error of the next line that does
/// not parse.
struct ScriptLineIterator: IteratorProtocol {
  /// Where more bytes come from once the buffer has no whole line left; `nil` for bytes given
  /// whole.
  private let chunks: FileChunks?
  private var buffer: [UInt8]
  private var position = 0
  /// Where the search for the next `\n` goes on: the bytes from `position` up to here have none,
  /// so a line longer than a chunk is scanned once, not again after every chunk.
  private var scanned = 0
  /// How many bytes the search for line ends has looked at, for tests that check it looks at
  /// each byte once.
  private(set) var searchedByteCount = 0
  private var number = 0
  private var isAtEnd: Bool
  private var hasStarted = false

  /// A pass over bytes given whole.
  init(bytes: [UInt8]) {
    chunks = nil
    buffer = bytes
    isAtEnd = true
    skipByteOrderMark()
  }

  /// A pass over a file's chunks.
  init(chunks: FileChunks) {
    self.chunks = chunks
    buffer = []
    isAtEnd = false
  }

  /// The next command, or the error of the next line that does not parse.
  ///
  /// - Returns: `nil` after the last line.
  mutating func next() -> Result<ScriptStep, ParseError>? {
    while true {
      let raw: ArraySlice<UInt8>
      switch nextLine() {
      case nil:
        return nil
      case .failure(let reason):
        isAtEnd = true
        position = buffer.count
        return .failure(
          ParseError(
            location: ScriptLocation(line: number + 1, column: 1),
            message: "cannot read the file: \(reason)"))
      case .success(let line):
        raw = line
      }
      number += 1
      let line = raw.last == 0x0D ? raw.dropLast() : raw
      // The standard library validates in one fast pass; only a line that fails is walked
      // again to find its column.
      guard let text = String(validating: line, as: UTF8.self) else {
        return .failure(
          ParseError(
            location: ScriptLocation(line: number, column: Self.firstInvalidColumn(in: raw)),
            message: Self.notUTF8))
      }
      do {
        if let step = try Parser.parse(line: text, number: number) {
          return .success(step)
        }
      } catch {
        return .failure(error)
      }
    }
  }

  /// The bytes of the next line without its `\n`, `nil` after the last, or why the file could
  /// not be read.
  private mutating func nextLine() -> Result<ArraySlice<UInt8>, FileChunks.ReadFailure>? {
    while true {
      let from = max(position, scanned)
      if let end = Self.firstLineEnd(in: buffer, from: from) {
        searchedByteCount += end - from + 1
        defer {
          position = end + 1
          scanned = position
        }
        return .success(buffer[position..<end])
      }
      searchedByteCount += buffer.count - from
      scanned = buffer.count
      if isAtEnd {
        guard position < buffer.count else { return nil }
        defer { position = buffer.count }
        return .success(buffer[position...])
      }
      guard let chunks else { return nil }
      // What is left is the start of a line: keep it, drop what was read, and read on.
      buffer.removeSubrange(..<position)
      scanned -= position
      position = 0
      switch chunks.append(to: &buffer) {
      case .success(let hasMore):
        isAtEnd = !hasMore
      case .failure(let reason):
        return .failure(reason)
      }
      skipByteOrderMark()
    }
  }

  /// Steps over a byte order mark at the very start, once enough of the file is read to tell.
  private mutating func skipByteOrderMark() {
    guard !hasStarted, buffer.count >= 3 || isAtEnd else { return }
    hasStarted = true
    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
    }
  }

  /// The index of the first `\n` at or after `start`, found by the C library's `memchr`, which
  /// reads a word at a time: a line of megabytes is scanned in a moment even in a debug build.
  static func firstLineEnd(in buffer: [UInt8], from start: Int) -> Int? {
    guard start < buffer.count else { return nil }
    return buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress,
        let found = memchr(base + start, 0x0A, bytes.count - start)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Why a line that is not UTF-8 cannot run.
  static let notUTF8 =
    "not UTF-8 text: this byte does not start a character; is it a binary file?"

  /// The column, from 1, of the first byte that does not start a character, in a line known
  /// not to be UTF-8.
  static func firstInvalidColumn(in bytes: ArraySlice<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var column = 1
    while case .scalarValue = decoder.decode(&iterator) {
      column += 1
    }
    return column
  }
}
