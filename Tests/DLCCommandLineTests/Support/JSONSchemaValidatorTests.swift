import TestSupport
import Testing

@Suite struct JSONSchemaValidatorTests {
  /// A command record as `dlc --json` writes one, which the host protocol's schema accepts.
  static let command =
    #"{"changed":false,"column":1,"command":"show","error":null,"line":1,"ok":true,"#
    + #""output":"","screen":{"elements":["#
    + #"{"enabled":true,"hidden":false,"id":"title","kind":"label","text":"Hi"}"#
    + #"],"modal":false,"scene":"Welcome","title":"Welcome"},"type":"command"}"#

  static func record(replacing original: String, with replacement: String) throws -> JSONValue {
    try JSONValue.parse(command.replacing(original, with: replacement))
  }

  @Test func acceptsACommandRecordAsTheToolWritesIt() throws {
    let validator = try HostProtocolSchema.validator()
    #expect(validator.violations(of: try JSONValue.parse(Self.command)) == [])
  }

  @Test func rejectsARecordWithoutARequiredMember() throws {
    let validator = try HostProtocolSchema.validator()
    let record = try Self.record(replacing: #""ok":true,"#, with: "")

    let violations = validator.violations(of: record, against: "#/$defs/commandRecord")

    #expect(violations.map(\.description) == ["/: required member ok is missing"])
    #expect(!validator.violations(of: record).isEmpty)
  }

  @Test func rejectsAnElementOfAnUnknownKind() throws {
    let validator = try HostProtocolSchema.validator()
    let record = try Self.record(replacing: #""kind":"label""#, with: #""kind":"slider""#)

    let violations = validator.violations(of: record, against: "#/$defs/commandRecord")

    #expect(
      violations.map(\.description).contains(
        "/screen/elements/0: matches 0 of oneOf, not exactly 1"))
  }

  @Test func rejectsAMemberOfTheWrongType() throws {
    let validator = try HostProtocolSchema.validator()
    let record = try Self.record(replacing: #""line":1"#, with: #""line":"1""#)

    let violations = validator.violations(of: record, against: "#/$defs/commandRecord")

    #expect(violations.map(\.path) == ["/line"])
  }

  @Test func rejectsAMemberTheSchemaDoesNotDeclare() throws {
    let validator = try HostProtocolSchema.validator()
    let record = try Self.record(replacing: #""line":1"#, with: #""line":1,"lines":2"#)

    let violations = validator.violations(of: record, against: "#/$defs/commandRecord")

    #expect(violations.map(\.description) == ["/lines: member lines is not allowed"])
  }

  @Test func aBooleanIsNoInteger() throws {
    let validator = JSONSchemaValidator(document: try JSONValue.parse(#"{"type": "integer"}"#))

    #expect(validator.violations(of: try JSONValue.parse("3")) == [])
    #expect(validator.violations(of: try JSONValue.parse("true")).count == 1)
  }

  @Test func aNumberWithAFractionIsNoInteger() throws {
    let validator = JSONSchemaValidator(document: try JSONValue.parse(#"{"type": "integer"}"#))

    #expect(validator.violations(of: try JSONValue.parse("2.5")).count == 1)
  }

  @Test func oneOfRejectsAValueThatMatchesTwoBranches() throws {
    let validator = JSONSchemaValidator(
      document: try JSONValue.parse(#"{"oneOf": [{"type": "number"}, {"type": "integer"}]}"#))

    #expect(validator.violations(of: try JSONValue.parse("2.5")) == [])
    #expect(
      validator.violations(of: try JSONValue.parse("2")).map(\.description)
        == ["/: matches 2 of oneOf, not exactly 1"])
  }

  @Test func anyOfAcceptsAValueThatMatchesOneBranch() throws {
    let validator = JSONSchemaValidator(
      document: try JSONValue.parse(#"{"anyOf": [{"const": "a"}, {"enum": ["b", "c"]}]}"#))

    #expect(validator.violations(of: try JSONValue.parse(#""c""#)) == [])
    #expect(!validator.violations(of: try JSONValue.parse(#""d""#)).isEmpty)
  }

  @Test func itemsAreEachCheckedWhereTheyAre() throws {
    let validator = JSONSchemaValidator(
      document: try JSONValue.parse(#"{"type": "array", "items": {"type": "string"}}"#))

    #expect(validator.violations(of: try JSONValue.parse(#"["a", 1]"#)).map(\.path) == ["/1"])
  }

  @Test func aReferenceToNothingIsAViolation() throws {
    let validator = JSONSchemaValidator(
      document: try JSONValue.parse(##"{"$ref": "#/$defs/missing"}"##))

    #expect(
      validator.violations(of: .null).map(\.description)
        == ["/: $ref #/$defs/missing points at nothing"])
  }

  @Test func reportsKeywordsItDoesNotCheck() throws {
    let validator = JSONSchemaValidator(
      document: try JSONValue.parse(
        #"{"properties": {"minimum": {"type": "integer", "maximum": 3}}, "pattern": "a"}"#))

    #expect(validator.unsupportedKeywords == ["maximum", "pattern"])
  }
}
