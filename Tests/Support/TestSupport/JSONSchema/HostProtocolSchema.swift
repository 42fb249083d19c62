import Foundation
import Testing

/// The host protocol's JSON Schema, read from the source tree where the documentation keeps it.
public enum HostProtocolSchema {
  /// The folder that holds Package.swift: five levels above this file.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The schema file, beside the article that documents the protocol.
  public static let file = packageRoot.appending(
    path: "Sources/DLCCommandLine/DLCCommandLine.docc/HostProtocol.schema.json")

  /// A validator of the schema as the file holds it now.
  public static func validator() throws -> JSONSchemaValidator {
    JSONSchemaValidator(document: try JSONValue.parse(String(contentsOf: file, encoding: .utf8)))
  }

  /// Records an issue, at the caller's line, for a line of `--json` output that is not JSON or
  /// breaks the schema.
  ///
  /// - Parameters:
  ///   - line: One line the tool printed.
  ///   - sourceLocation: Where an issue is reported; the caller's line by default.
  public static func expectRecord(
    _ line: some StringProtocol, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let violations = try validator().violations(of: try JSONValue.parse(String(line)))
      #expect(violations == [], "\(line)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("not JSON: \(error): \(line)", sourceLocation: sourceLocation)
    }
  }
}
