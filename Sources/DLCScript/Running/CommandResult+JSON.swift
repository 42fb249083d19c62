import DLC

extension CommandResult: Encodable {
  private enum CodingKeys: String, CodingKey {
    case type, line, column, command, ok, error, output, screen, changed
  }

  /// Encodes the result with the keys of ``renderJSON()``; `error` is `null` when it worked.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("command", forKey: .type)
    try container.encode(line, forKey: .line)
    try container.encode(column, forKey: .column)
    try container.encode(command, forKey: .command)
    try container.encode(isOK, forKey: .ok)
    try container.encode(error, forKey: .error)
    try container.encode(output, forKey: .output)
    try container.encode(screen, forKey: .screen)
    try container.encode(didChangeScreen, forKey: .changed)
  }

  /// The result as one line of JSON with sorted keys, for hosts in other languages.
  ///
  /// ```text
  /// {"changed": Bool, "column": Int, "command": String, "error": String|null, "line": Int,
  ///  "ok": Bool, "output": String, "screen": screen (see JSONRenderer), "type": "command"}
  /// ```
  ///
  /// - Returns: One line of JSON.
  public func renderJSON() -> String {
    renderJSON(file: nil)
  }

  /// The result as ``renderJSON()`` writes it, with the script's file among the keys when one
  /// is given (`dlc run --json`).
  ///
  /// - Parameter file: The script the command came from, if the record names it.
  /// - Returns: One line of JSON.
  package func renderJSON(file: String?) -> String {
    var json = JSONText()
    json.writeObject { json in
      json.writeMember("changed", didChangeScreen)
      json.writeMember("column", column)
      json.writeMember("command", command)
      json.writeMember("error", error)
      json.writeMember("file", ifPresent: file)
      json.writeMember("line", line)
      json.writeMember("ok", isOK)
      json.writeMember("output", output)
      json.writeMember("screen", screen)
      json.writeMember("type", "command")
    }
    return json.text
  }
}
