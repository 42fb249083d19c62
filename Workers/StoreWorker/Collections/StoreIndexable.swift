/// A type whose values can be the values of an indexed field.
public protocol StoreIndexable: Sendable {
  /// The value as the database keeps it.
  var storeIndexValue: StoreIndexValue { get }
}

extension String: StoreIndexable {
  /// The text itself.
  public var storeIndexValue: StoreIndexValue { .text(self) }
}

extension Int: StoreIndexable {
  /// The number itself.
  public var storeIndexValue: StoreIndexValue { .integer(Int64(self)) }
}

extension Bool: StoreIndexable {
  /// 1 for `true`, 0 for `false`.
  public var storeIndexValue: StoreIndexValue { .integer(self ? 1 : 0) }
}

extension Double: StoreIndexable {
  /// The number itself.
  public var storeIndexValue: StoreIndexValue { .real(self) }
}
