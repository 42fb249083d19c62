/// A random value of 128 bits written as 32 lowercase hexadecimal digits: a session's cookie
/// and its token for requests that change state.
enum SessionSecret {
  /// A fresh secret from the system's random source.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    return hex(high) + hex(low)
  }

  /// Whether a text has the form of a secret, so that no other text is looked up.
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
