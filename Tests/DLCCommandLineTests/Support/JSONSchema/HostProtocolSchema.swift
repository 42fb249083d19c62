import Foundation

/// The host protocol's JSON Schema, read from the source tree where the documentation keeps it.
enum HostProtocolSchema {
  /// The folder that holds Package.swift: five levels above this file.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The schema file, beside the article that documents the protocol.
  static let file = packageRoot.appending(
    path: "Sources/DLCCommandLine/DLCCommandLine.docc/HostProtocol.schema.json")

  /// A validator of the schema as the file holds it now.
  static func validator() throws -> JSONSchemaValidator {
    JSONSchemaValidator(document: try JSONValue.parse(String(contentsOf: file, encoding: .utf8)))
  }
}
