extension UInt8 {
  /// The value of the byte as one hexadecimal digit, in either case, or `nil` for any other
  /// byte: what a `%XX` escape of a link or a request target, and a `\u{…}` escape of a
  /// script, spell their values with.
  package var hexDigitValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
