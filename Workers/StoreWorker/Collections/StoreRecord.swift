/// A record kept in a ``Store``: a `Codable` value with an id that is unique in its collection
/// and account.
///
/// ```swift
/// struct Note: StoreRecord {
///   var id: String  // the country code
///   var text: String
/// }
/// ```
public protocol StoreRecord: Codable, Sendable, Identifiable where ID == String {}
