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
    var json = JSONText()
    write(to: &json)
    return json.text
  }

  /// Writes the result as ``renderJSON()`` does, with the script's file among the keys when
  /// one is given (`dlc run --json`).
  ///
  /// - Parameters:
  ///   - json: Where to write it.
  ///   - file: The script the command came from, if the record names it.
  package func write(to json: inout JSONText, file: String? = nil) {
    json.beginObject()
    json.key("changed")
    json.write(didChangeScreen)
    json.key("column")
    json.write(column)
    json.key("command")
    json.write(command)
    json.key("error")
    if let error {
      json.write(error)
    } else {
      json.writeNull()
    }
    if let file {
      json.key("file")
      json.write(file)
    }
    json.key("line")
    json.write(line)
    json.key("ok")
    json.write(isOK)
    json.key("output")
    json.write(output)
    json.key("screen")
    JSONRenderer.write(screen, to: &json)
    json.key("type")
    json.write("command")
    json.endObject()
  }
}
