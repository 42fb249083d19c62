import Foundation

/// Something a store recovered from on its own, reported so that it is not silent.
public enum StoreWarning: Sendable, Equatable, CustomStringConvertible {
  /// The database was damaged: it was moved aside, and the store started empty in a new file.
  ///
  /// - Parameters:
  ///   - file: The database file, now new and empty.
  ///   - movedTo: Where the damaged file now is.
  ///   - reason: What was wrong with it.
  case movedAside(file: URL, movedTo: URL, reason: String)

  /// The database file can be read but not written (a read-only file or folder): the store
  /// shows what it holds, and each change fails with ``StoreError/readOnly(file:reason:)``.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - reason: Why it cannot be written.
  case openedReadOnly(file: URL, reason: String)

  /// A followed value could not be read after a change, so its followers did not hear of it.
  ///
  /// - Parameter error: Why it could not be read.
  case observationFailed(StoreError)

  /// What happened, where and why, for a person to read.
  public var description: String {
    switch self {
    case .movedAside(let file, let movedTo, let reason):
      "Store moved the damaged database \(file.path) aside to \(movedTo.path) and started "
        + "empty: \(reason)"
    case .openedReadOnly(let file, let reason):
      "Store opened \(file.path) only to read it, so changes will not be saved: it cannot be "
        + "written (\(reason))"
    case .observationFailed(let error):
      "Store could not tell followers of a change: \(error)"
    }
  }
}
