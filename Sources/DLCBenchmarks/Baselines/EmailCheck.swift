/// An email address check written by hand: one `@` with text before it, a dotted domain after
/// it, no blanks anywhere.
enum EmailCheck {
  /// Whether the address passes the check.
  static func isPlausible(_ address: String) -> Bool {
    var atCount = 0
    var lastAt = address.utf8.startIndex
    for index in address.utf8.indices {
      let byte = address.utf8[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
        return false
      }
      if byte == UInt8(ascii: "@") {
        atCount += 1
        lastAt = index
      }
    }
    guard atCount == 1, lastAt != address.utf8.startIndex else { return false }
    let domain = address.utf8[address.utf8.index(after: lastAt)...]
    guard let dot = domain.firstIndex(of: UInt8(ascii: ".")) else { return false }
    return dot != domain.startIndex && domain.last != UInt8(ascii: ".")
  }
}
