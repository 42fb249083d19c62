#if canImport(Glibc)
  import Glibc
#endif

/// Swaps two files' names in one atomic step, where the system can.
///
/// Linux does it with `renameat2` and `RENAME_EXCHANGE` (since 3.15, on ext4, XFS, Btrfs and
/// tmpfs among others). The C library declares `renameat2` only for GNU sources, which the
/// Swift module of the C library is not, so it is looked up by name once.
enum FileExchange {
  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  // A C function pointer is immutable and callable from any thread.
  private static let renameAt2: RenameAt2? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return nil
      }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    #else
      return nil
    #endif
  }()

  /// Gives `first` the file `second` named and `second` the file `first` named, atomically.
  ///
  /// - Returns: Whether the names were swapped; `false` when either path names no file or the
  ///   system or file system cannot swap them, and nothing was changed.
  static func exchange(_ first: String, _ second: String) -> Bool {
    guard let renameAt2 else { return false }
    let currentFolder: Int32 = -100  // AT_FDCWD
    let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
    return renameAt2(currentFolder, first, currentFolder, second, exchangeFlag) == 0
  }
}
