/// The order in which a collection's records are listed.
public enum StoreOrder<Record: StoreRecord>: Sendable {
  /// The order their ids sort in, byte by byte.
  case id
  /// The order they were first put in; putting a record again keeps its place.
  case insertion
  /// The order of an indexed field's values, then of insertion.
  case index(StoreIndex<Record>)
}
