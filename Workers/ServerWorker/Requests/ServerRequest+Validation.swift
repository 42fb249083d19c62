extension ServerRequest {
  /// What makes the request impossible to send as built, or `nil` when nothing does.
  var invalidityReason: String? {
    let name = "\(method.rawValue) \(path)"
    guard path.hasPrefix("/") else {
      return "the path of \(name) does not start with /"
    }
    for field in headers.sortedFields {
      guard !field.name.isEmpty, field.name.utf8.allSatisfy(Self.isTokenCharacter) else {
        return "the header name \"\(field.name)\" of \(name) is not a valid HTTP token"
      }
      // A line break in a value would let it write further headers of its own.
      guard !field.value.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x00 }) else {
        return "the value of the header \(field.name) of \(name) contains a line break"
      }
    }
    return nil
  }

  private static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}
