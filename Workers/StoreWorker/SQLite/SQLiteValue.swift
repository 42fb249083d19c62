import Foundation

/// A value bound to a statement's parameter.
enum SQLiteValue: Sendable, Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)
}
