/// Which file a path named when it was read: its device and inode numbers, which stay with the
/// file whatever it is renamed to.
struct FileIdentity: Equatable, Sendable {
  /// The device that holds the file.
  var device: UInt64
  /// The file's number on that device.
  var inode: UInt64
}
