import Foundation

extension URL {
  /// Overwrites four pages of the SQLite database in this file, from `page` on, with bytes that
  /// are no page, as a failing disk may leave them.
  ///
  /// Page 0 holds the header: a file damaged from page 1 on still opens, and only reading its
  /// records, or checking the whole file, finds the damage.
  ///
  /// - Parameter page: The first page to overwrite, counted in SQLite's default pages of 4 KiB.
  /// - Throws: What opening or writing the file throws.
  public func overwriteDatabasePages(from page: Int) throws {
    let pageSize = 4_096
    let handle = try FileHandle(forWritingTo: self)
    try handle.seek(toOffset: UInt64(page * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xDE, count: pageSize * 4))
    try handle.close()
  }
}
