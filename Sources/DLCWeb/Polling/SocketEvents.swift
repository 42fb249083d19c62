/// What a socket is watched for, or was found ready for.
struct SocketEvents: OptionSet, Sendable {
  let rawValue: UInt8

  /// Bytes can be read, or the peer closed its side.
  static let readable = SocketEvents(rawValue: 1 << 0)
  /// Bytes can be written.
  static let writable = SocketEvents(rawValue: 1 << 1)
  /// The connection is gone: reported whether watched for or not.
  static let hungUp = SocketEvents(rawValue: 1 << 2)
}
