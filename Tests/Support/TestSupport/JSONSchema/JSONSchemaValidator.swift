/// Checks JSON values against a JSON Schema (draft 2020-12) written with the keywords the host
/// protocol's schema uses, and no other: `type`, `properties`, `required`,
/// `additionalProperties`, `items`, `enum`, `const`, `oneOf`, `anyOf` and `$ref` into the same
/// document.
///
/// A keyword outside that set is reported by ``unsupportedKeywords``, so a schema cannot rely
/// on a check this validator would skip.
public struct JSONSchemaValidator {
  /// The keywords checked, and those that only annotate.
  public static let keywords: Set<String> = [
    "type", "properties", "required", "additionalProperties", "items", "enum", "const", "oneOf",
    "anyOf", "$ref", "$defs", "$schema", "title", "description",
  ]

  /// The whole schema document, which `$ref`s point into.
  public let document: JSONValue

  /// A validator of a schema document.
  ///
  /// - Parameter document: The schema.
  public init(document: JSONValue) {
    self.document = document
  }

  /// Every keyword of the document, at any depth, that is not in ``keywords``.
  public var unsupportedKeywords: [String] {
    Self.keywordsUsed(in: document).subtracting(Self.keywords).sorted()
  }

  /// The ways a value breaks the schema a reference points at; empty when it follows it.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - reference: `#` for the whole document, or a pointer such as `#/$defs/screen`.
  /// - Returns: The violations, in the order the schema's keywords find them.
  public func violations(
    of value: JSONValue, against reference: String = "#"
  ) -> [SchemaViolation] {
    guard let schema = resolve(reference) else {
      return [SchemaViolation(path: "", message: "the schema has nothing at \(reference)")]
    }
    return violations(of: value, against: schema, at: "")
  }

  /// The violations of one schema; with `firstOnly`, no more than the first one found, which
  /// is all that deciding whether a branch of `oneOf` or `anyOf` matches needs.
  ///
  /// A branch of an element's `oneOf` that is not the element's kind is rejected by its `kind`
  /// constant without walking the children, which would otherwise be checked against every
  /// branch at every level of nesting.
  private func violations(
    of value: JSONValue, against schema: JSONValue, at path: String, firstOnly: Bool = false
  ) -> [SchemaViolation] {
    switch schema {
    case .bool(true):
      return []
    case .bool(false):
      return [SchemaViolation(path: path, message: "no value is allowed here")]
    case .object:
      var found: [SchemaViolation] = []
      let checks: [() -> [SchemaViolation]] = [
        {
          guard case .string(let reference)? = schema["$ref"] else { return [] }
          return self.violations(of: value, against: reference, at: path, firstOnly: firstOnly)
        },
        { self.typeViolations(of: value, against: schema, at: path) },
        { self.valueViolations(of: value, against: schema, at: path) },
        { self.objectViolations(of: value, against: schema, at: path, firstOnly: firstOnly) },
        { self.itemViolations(of: value, against: schema, at: path, firstOnly: firstOnly) },
        { self.combinationViolations(of: value, against: schema, at: path, firstOnly: firstOnly) },
      ]
      for check in checks {
        found += check()
        if firstOnly, !found.isEmpty { return found }
      }
      return found
    default:
      return [SchemaViolation(path: path, message: "the schema here is not an object or a bool")]
    }
  }

  private func violations(
    of value: JSONValue, against reference: String, at path: String, firstOnly: Bool
  ) -> [SchemaViolation] {
    guard let target = resolve(reference) else {
      return [SchemaViolation(path: path, message: "$ref \(reference) points at nothing")]
    }
    return violations(of: value, against: target, at: path, firstOnly: firstOnly)
  }

  private func typeViolations(
    of value: JSONValue, against schema: JSONValue, at path: String
  ) -> [SchemaViolation] {
    let names: [String]
    switch schema["type"] {
    case .string(let name)?:
      names = [name]
    case .array(let list)?:
      names = list.compactMap { if case .string(let name) = $0 { name } else { nil } }
    default:
      return []
    }
    guard !names.contains(where: value.isOfType) else { return [] }
    return [
      SchemaViolation(
        path: path, message: "\(value) is not of type \(names.joined(separator: " or "))")
    ]
  }

  private func valueViolations(
    of value: JSONValue, against schema: JSONValue, at path: String
  ) -> [SchemaViolation] {
    var found: [SchemaViolation] = []
    if let constant = schema["const"], constant != value {
      found.append(SchemaViolation(path: path, message: "\(value) is not \(constant)"))
    }
    if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
      found.append(SchemaViolation(path: path, message: "\(value) is none of \(allowed)"))
    }
    return found
  }

  private func objectViolations(
    of value: JSONValue, against schema: JSONValue, at path: String, firstOnly: Bool
  ) -> [SchemaViolation] {
    guard case .object(let members) = value else { return [] }
    var found: [SchemaViolation] = []
    if case .array(let required)? = schema["required"] {
      for case .string(let name) in required where members[name] == nil {
        found.append(SchemaViolation(path: path, message: "required member \(name) is missing"))
      }
    }
    var properties: [String: JSONValue] = [:]
    if case .object(let declared)? = schema["properties"] {
      properties = declared
    }
    // Members the schema pins to a constant first, when only the first violation counts:
    // they reject a wrong branch at once.
    let isPinned = { (name: String) in properties[name]?["const"] != nil }
    let ordered = members.sorted {
      firstOnly && isPinned($0.key) != isPinned($1.key) ? isPinned($0.key) : $0.key < $1.key
    }
    for (name, member) in ordered {
      if firstOnly, !found.isEmpty { return found }
      let memberPath = "\(path)/\(name)"
      if let property = properties[name] {
        found += violations(of: member, against: property, at: memberPath, firstOnly: firstOnly)
      } else if let additional = schema["additionalProperties"] {
        if additional == .bool(false) {
          found.append(SchemaViolation(path: memberPath, message: "member \(name) is not allowed"))
        } else {
          found += violations(
            of: member, against: additional, at: memberPath, firstOnly: firstOnly)
        }
      }
    }
    return found
  }

  private func itemViolations(
    of value: JSONValue, against schema: JSONValue, at path: String, firstOnly: Bool
  ) -> [SchemaViolation] {
    guard let items = schema["items"], case .array(let elements) = value else { return [] }
    var found: [SchemaViolation] = []
    for (index, element) in elements.enumerated() {
      if firstOnly, !found.isEmpty { return found }
      found += violations(of: element, against: items, at: "\(path)/\(index)", firstOnly: firstOnly)
    }
    return found
  }

  private func combinationViolations(
    of value: JSONValue, against schema: JSONValue, at path: String, firstOnly: Bool
  ) -> [SchemaViolation] {
    var found: [SchemaViolation] = []
    let matches = { (branch: JSONValue) in
      self.violations(of: value, against: branch, at: path, firstOnly: true).isEmpty
    }
    // The nearest branch says best what is wrong when none matches.
    let nearest = { (branches: [JSONValue]) in
      firstOnly
        ? []
        : branches.map { self.violations(of: value, against: $0, at: path) }
          .min(by: { $0.count < $1.count }) ?? []
    }
    if case .array(let branches)? = schema["oneOf"] {
      let matchCount = branches.count(where: matches)
      if matchCount != 1 {
        found.append(
          SchemaViolation(path: path, message: "matches \(matchCount) of oneOf, not exactly 1"))
        if matchCount == 0 {
          found += nearest(branches)
        }
      }
    }
    if firstOnly, !found.isEmpty { return found }
    if case .array(let branches)? = schema["anyOf"], !branches.contains(where: matches) {
      found.append(SchemaViolation(path: path, message: "matches none of anyOf"))
      found += nearest(branches)
    }
    return found
  }

  /// The schema a reference within the document points at: `#`, or `#/` and a JSON pointer.
  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var target = document
    for token in reference.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
      let name = String(token.replacing("~1", with: "/").replacing("~0", with: "~"))
      guard let next = target[name] else { return nil }
      target = next
    }
    return target
  }

  /// The keywords of every schema in a document: the members of schema objects, but not the
  /// names declared under `properties` and `$defs`, nor what `const` and `enum` hold.
  private static func keywordsUsed(in schema: JSONValue) -> Set<String> {
    guard case .object(let members) = schema else { return [] }
    var used = Set(members.keys)
    for (keyword, member) in members {
      switch (keyword, member) {
      case ("properties", .object(let named)), ("$defs", .object(let named)):
        for inner in named.values {
          used.formUnion(keywordsUsed(in: inner))
        }
      case ("oneOf", .array(let list)), ("anyOf", .array(let list)):
        for inner in list {
          used.formUnion(keywordsUsed(in: inner))
        }
      case ("items", _), ("additionalProperties", _):
        used.formUnion(keywordsUsed(in: member))
      default:
        break
      }
    }
    return used
  }
}
