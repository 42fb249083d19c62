/// The header fields of an HTTP request or response, looked up without regard to case.
///
/// Names are kept in lowercase, as HTTP treats them case-insensitively. Setting a field that is
/// already present replaces it; a dictionary literal that names the same field twice joins the
/// values with a comma, as HTTP does. Descriptions never show credentials: the values of
/// `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie` are redacted.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/json"]
/// headers["authorization"] = "Bearer abc"
/// headers["Authorization"]  // "Bearer abc"
/// ```
public struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral {
  private var fields: [String: String]

  /// Creates headers from a dictionary of names and values.
  ///
  /// - Parameter fields: The header values by name; names that differ only in case are joined.
  public init(_ fields: [String: String] = [:]) {
    self.fields = [:]
    for (name, value) in fields {
      append(value, forName: name)
    }
  }

  /// Creates headers from a dictionary literal of names and values.
  ///
  /// - Parameter elements: The header names and values.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.fields = [:]
    for (name, value) in elements {
      append(value, forName: name)
    }
  }

  /// The value of the field with the given name, in any case; `nil` removes the field.
  ///
  /// - Parameter name: The field's name, for example `"Content-Type"`.
  public subscript(name: String) -> String? {
    get { fields[name.lowercased()] }
    set { fields[name.lowercased()] = newValue }
  }

  /// Whether there is no field at all.
  public var isEmpty: Bool { fields.isEmpty }

  /// The fields as lowercase names and values, sorted by name.
  public var sortedFields: [(name: String, value: String)] {
    fields.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
  }

  private mutating func append(_ value: String, forName name: String) {
    let key = name.lowercased()
    if let existing = fields[key] {
      fields[key] = existing + ", " + value
    } else {
      fields[key] = value
    }
  }
}

// MARK: - Redaction

extension HTTPHeaders: CustomStringConvertible, CustomReflectable {
  private static let credentialNames: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie",
  ]

  /// The fields as `[name: value, ...]`, with credentials redacted.
  public var description: String {
    let shown = redactedFields.map { "\($0.name): \($0.value)" }
    return "[" + shown.joined(separator: ", ") + "]"
  }

  /// A mirror that shows the fields with credentials redacted, so that `dump` reveals no secret.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: redactedFields.map { (label: $0.name, value: $0.value) },
      displayStyle: .dictionary
    )
  }

  private var redactedFields: [(name: String, value: String)] {
    sortedFields.map { field in
      Self.credentialNames.contains(field.name) ? (field.name, "<redacted>") : field
    }
  }
}
