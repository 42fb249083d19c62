import Foundation

/// A JSON value as parsed, with booleans kept apart from numbers, which a schema's `type` tells
/// apart.
public enum JSONValue: Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses one JSON text.
  public static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  /// Reads any JSON value.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: A `DecodingError` when the value is not JSON.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // Bool before Double: the decoder reads `true` as no number and `1` as no Bool.
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The member of an object, or `nil` for any other value or an absent member.
  public subscript(member: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members[member]
  }

  /// Whether the value is of a JSON Schema type: `null`, `boolean`, `integer`, `number`,
  /// `string`, `array` or `object`.
  public func isOfType(_ name: String) -> Bool {
    switch (self, name) {
    case (.null, "null"), (.bool, "boolean"), (.number, "number"), (.string, "string"),
      (.array, "array"), (.object, "object"):
      true
    case (.number(let number), "integer"):
      number.isFinite && number == number.rounded(.towardZero)
    default:
      false
    }
  }
}
