/// A named set of records of one type, with the fields they can be looked up by.
///
/// Declare each collection once, as a constant, and use it everywhere:
///
/// <!-- swift-check
/// struct Favorite: StoreRecord {
///   var id: String
///   var region: String
/// }
/// -->
/// ```swift
/// enum AtlasCollections {
///   static let byRegion = StoreIndex<Favorite>("region") { $0.region }
///   static let favorites = StoreCollection<Favorite>("favorites", indexes: [byRegion])
/// }
/// ```
///
/// A store keeps each collection's records apart, and apart for each account. When the
/// indexed fields of a collection change from one version of an application to the next,
/// the store rebuilds that collection's indexes the first time it is used.
public struct StoreCollection<Record: StoreRecord>: Sendable {
  /// The collection's name, unique in the store.
  public let name: String
  /// The fields its records can be looked up by.
  public let indexes: [StoreIndex<Record>]

  /// Declares a collection.
  ///
  /// - Parameters:
  ///   - name: The collection's name, unique in the store.
  ///   - indexes: The fields its records can be looked up by; names unique.
  public init(_ name: String, indexes: [StoreIndex<Record>] = []) {
    self.name = name
    self.indexes = indexes
    indexSignature = indexes.map { $0.name }.joined(separator: "\u{1f}")
  }

  /// The names of the indexed fields, as the store records them to notice a change. Made once:
  /// every write compares it, and a key path into a generic type is instantiated at run time
  /// on each use, which took a sixth of a committed write.
  let indexSignature: String
}
