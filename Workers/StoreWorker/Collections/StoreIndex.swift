/// A field of a collection's records that queries can look records up by, in time that does
/// not grow with the number of records.
///
/// ```swift
/// struct Place: StoreRecord {
///   var id: String
///   var region: String
/// }
///
/// let byRegion = StoreIndex<Place>("region") { $0.region }
/// ```
public struct StoreIndex<Record: StoreRecord>: Sendable {
  /// The field's name, unique in its collection.
  public let name: String
  /// Reads the field from a record.
  let value: @Sendable (Record) -> StoreIndexValue

  /// Declares an indexed field.
  ///
  /// - Parameters:
  ///   - name: The field's name, unique in its collection; renaming it rebuilds the index.
  ///   - value: Reads the field from a record.
  public init<Value: StoreIndexable>(
    _ name: String,
    _ value: @escaping @Sendable (Record) -> Value
  ) {
    self.name = name
    self.value = { value($0).storeIndexValue }
  }
}
