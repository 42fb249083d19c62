import Foundation

/// The cache written by hand: a dictionary of JSON-encoded values behind an actor, with one
/// encoder and one decoder kept for every call, as the cache worker keeps them.
actor DictionaryCache {
  private var storage: [String: Data] = [:]
  private let encoder = JSONEncoder()
  private let decoder = JSONDecoder()

  /// The number of values stored.
  var count: Int { storage.count }

  /// Stores a value's JSON under a key.
  func set<Value: Encodable & Sendable>(_ value: Value, forKey key: String) throws {
    storage[key] = try encoder.encode(value)
  }

  /// The value stored under a key, decoded; `nil` if absent or undecodable.
  func value<Value: Decodable & Sendable>(of type: Value.Type, forKey key: String) -> Value? {
    guard let data = storage[key] else { return nil }
    return try? decoder.decode(type, from: data)
  }
}
