import DLC
import DLCScript
import Foundation

/// A command's result in `dlc run --json`: the result's keys plus the script's file.
struct ScriptCommandRecord: Encodable {
  private enum CodingKeys: String, CodingKey {
    case file
  }

  var file: String
  var result: CommandResult

  func encode(to encoder: any Encoder) throws {
    try result.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
  }

  func renderJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and the screen's plain values always encode; "{}" marks the impossible.
    guard let data = try? encoder.encode(self) else { return "{}" }
    // DEL, C1 and bidirectional controls escaped too, for hosts that print the JSON.
    return VisibleText.escapingJSON(String(decoding: data, as: UTF8.self))
  }
}
