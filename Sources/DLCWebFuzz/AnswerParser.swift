import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads whole HTTP/1.1 answers from the bytes a connection received, as a strict client does.
enum AnswerParser {
  /// What the bytes hold.
  struct Reading: Equatable {
    /// The status of each whole answer, in order.
    var statuses: [Int] = []
    /// Why the bytes are not an answer, if they are not.
    var malformation: String?
  }

  /// Reads every whole answer at the start of the bytes.
  ///
  /// - Parameters:
  ///   - bytes: What the connection received.
  ///   - bodiless: Whether the answers are to `HEAD`, which have no body.
  /// - Returns: The statuses of the whole answers, and a malformation if there is one.
  static func read(_ bytes: [UInt8], bodiless: Bool = false) -> Reading {
    var reading = Reading()
    var start = 0
    while let headEnd = headEnd(in: bytes, from: start) {
      let head = String(decoding: bytes[start..<headEnd], as: UTF8.self)
      let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
      let parts = lines.first?.split(separator: " ", maxSplits: 2) ?? []
      guard parts.count >= 2, parts[0] == "HTTP/1.1", let status = Int(parts[1]),
        (100...599).contains(status)
      else {
        reading.malformation = "a status line that is not HTTP/1.1's: \(lines.first ?? "")"
        return reading
      }
      let lengths = Set(
        lines.dropFirst().compactMap { line -> Substring? in
          let field = line.split(separator: ":", maxSplits: 1)
          guard field.count == 2, field[0].lowercased() == "content-length" else { return nil }
          return field[1].drop { $0 == " " }
        })
      guard lengths.count == 1, let text = lengths.first, let length = Int(text), length >= 0 else {
        reading.malformation = "an answer without one Content-Length: \(lengths.sorted())"
        return reading
      }
      let end = headEnd + 4 + (bodiless ? 0 : length)
      guard bytes.count >= end else { return reading }
      reading.statuses.append(status)
      start = end
    }
    return reading
  }

  /// Where the first blank line after `start` begins, found a line feed at a time with
  /// `memchr`: a byte-by-byte loop is slow in a debug build, and it runs after every read.
  private static func headEnd(in bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var from = start + 3
      while from < buffer.count,
        let found = memchr(base + from, 10, buffer.count - from)
      {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if buffer[index - 1] == 13, buffer[index - 2] == 10, buffer[index - 3] == 13 {
          return index - 3
        }
        from = index + 1
      }
      return nil
    }
  }
}
