/// A value of an indexed field, as the database keeps and compares it.
public enum StoreIndexValue: Sendable, Hashable {
  /// Text, compared byte by byte.
  case text(String)
  /// A whole number.
  case integer(Int64)
  /// A floating-point number.
  case real(Double)
}
