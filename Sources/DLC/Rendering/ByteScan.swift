#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Looks for bytes in a buffer a machine word at a time, so that a scan of megabytes of text
/// costs little even in a debug build, where a loop by byte costs many instructions a byte.
package enum ByteScan {
  /// The text with every occurrence of `needle`, compared byte by byte in UTF-8, replaced.
  ///
  /// Occurrences are found left to right, without overlap, by Knuth–Morris–Pratt over the
  /// bytes (linear whatever the needle), skipping with the C library's `memchr` to each next
  /// candidate first byte. No character is walked, so a secret inside a grapheme cluster is
  /// replaced all the same and a long run of flags costs no more than any other text.
  ///
  /// - Parameters:
  ///   - needle: The text to replace; the empty text replaces nothing.
  ///   - text: The text to search.
  ///   - replacement: What each occurrence becomes.
  ///   - wholeWordsOnly: Whether to replace only an occurrence that stands as a word of its
  ///     own: with no letter, digit, `_` or non-ASCII byte just before or after it.
  /// - Returns: The text, unchanged (not copied) when `needle` does not occur.
  package static func replacing(
    _ needle: String, in text: String, with replacement: String, wholeWordsOnly: Bool = false
  ) -> String {
    let sought = Array(needle.utf8)
    guard !sought.isEmpty else { return text }
    var text = text
    let replaced: [UInt8]? = text.withUTF8 { haystack -> [UInt8]? in
      var ends = matchEnds(of: sought, in: haystack)
      if wholeWordsOnly {
        ends.removeAll { end in
          let start = end - sought.count
          return (start > 0 && isWordByte(haystack[start - 1]))
            || (end < haystack.count && isWordByte(haystack[end]))
        }
      }
      guard !ends.isEmpty else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(haystack.count)
      var offset = 0
      for end in ends {
        result.append(
          contentsOf: UnsafeBufferPointer(rebasing: haystack[offset..<end - sought.count]))
        result.append(contentsOf: replacement.utf8)
        offset = end
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: haystack[offset...]))
      return result
    }
    return replaced.map { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// Whether a byte may be part of a word: an ASCII letter, digit or `_`, or any byte of a
  /// character beyond ASCII.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  /// Where each match of `needle` ends, left to right and without overlap.
  private static func matchEnds(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>)
    -> [Int]
  {
    guard let base = haystack.baseAddress else { return [] }
    // For each prefix of the needle, its longest proper prefix that is also its suffix.
    var fallback = [Int](repeating: 0, count: needle.count)
    var length = 0
    for index in needle.indices.dropFirst() {
      while length > 0, needle[index] != needle[length] { length = fallback[length - 1] }
      if needle[index] == needle[length] { length += 1 }
      fallback[index] = length
    }
    var ends: [Int] = []
    var matched = 0
    var index = 0
    while index < haystack.count {
      if matched == 0 {
        guard let found = memchr(base + index, Int32(needle[0]), haystack.count - index) else {
          break
        }
        index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      }
      let byte = haystack[index]
      while matched > 0, byte != needle[matched] { matched = fallback[matched - 1] }
      if byte == needle[matched] { matched += 1 }
      index += 1
      if matched == needle.count {
        ends.append(index)
        matched = 0
      }
    }
    return ends
  }

  /// Whether the bytes hold a C0 control (below `0x20`) or any of the given bytes.
  ///
  /// - Parameters:
  ///   - others: Further bytes to look for; a few at most, each costs a pass per word.
  ///   - bytes: The bytes.
  /// - Returns: `true` when some byte is below `0x20` or one of `others`.
  package static func containsControlOrAny(
    of others: [UInt8], in bytes: UnsafeRawBufferPointer
  ) -> Bool {
    let count = bytes.count
    var offset = 0
    // Nothing is allocated: a renderer asks this of every short label, many times a command.
    if count >= 16 {
      let controls = ones &* 0x20
      // The bit tricks are written out rather than called: a debug build does not inline.
      while offset + 8 <= count {
        let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if (word &- controls) & ~word & highs != 0 { return true }
        var index = 0
        while index < others.count {
          let matched = word ^ (ones &* UInt64(others[index]))
          if (matched &- ones) & ~matched & highs != 0 { return true }
          index += 1
        }
        offset += 8
      }
    }
    // Text is mostly printable ASCII, and what is looked for besides controls is mostly not:
    // one comparison clears such a byte.
    let lowestOther = others.min() ?? .max
    while offset < count {
      let byte = bytes[offset]
      if byte < 0x20 || (byte >= lowestOther && others.contains(byte)) { return true }
      offset += 1
    }
    return false
  }

  /// Whether every byte is printable ASCII (`0x20`–`0x7E`): no control, no DEL, nothing beyond
  /// ASCII. Most text a screen holds is, and such text holds none of the bytes that the other
  /// scans look for, so one look a word at a time, with no list of bytes to compare, clears it.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: `true` when every byte is printable ASCII, the empty buffer included.
  package static func isPrintableASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let count = bytes.count
    var offset = 0
    var outside: UInt64 = 0
    while offset + 8 <= count {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      // A byte's high bit is set in the first term below `0x20`, in the second at `0x7F`, and in
      // the word itself from `0x80`: only a byte outside the range borrows or carries into
      // the next, which is then outside too or beside one that is.
      outside |= (word &- spaces) | (word &+ ones) | word
      offset += 8
    }
    guard outside & highs == 0 else { return false }
    while offset < count {
      let byte = bytes[offset]
      if byte < 0x20 || byte > 0x7E { return false }
      offset += 1
    }
    return true
  }

  // A byte of the word is zero exactly when `(word - ones) & ~word & highs` is not; with
  // `0x20` in place of `ones`, when a byte is below `0x20` (exact for limits up to `0x80`).
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080
  private static let spaces: UInt64 = 0x2020_2020_2020_2020
}
