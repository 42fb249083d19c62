/// The 64-bit FNV-1a hash: fast, stable across processes and platforms, not cryptographic.
///
/// It names entry files after their keys and checks their contents, where a keyed or
/// cryptographic hash would be no better and is not available everywhere.
struct FNV1a64 {
  /// The hash of the bytes combined so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Mixes bytes into the hash, in order.
  ///
  /// - Parameter bytes: The bytes to mix in.
  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as 16 lowercase hexadecimal digits.
  var hexadecimal: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
