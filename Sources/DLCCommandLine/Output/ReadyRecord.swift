import DLC
import Foundation

/// The first line of a `--json` session: the protocol it speaks and the first screen, so that
/// a host knows the tool has started and what it shows before sending a command.
///
/// ```text
/// {"protocol": 1, "screen": screen, "tool": String, "type": "ready", "version": String}
/// ```
///
/// `serve` writes one too, with the page's address in place of a screen:
///
/// ```text
/// {"protocol": 1, "tool": String, "type": "ready", "url": String, "version": String}
/// ```
struct ReadyRecord: Encodable {
  /// The version of the host protocol: raised whenever a record changes in a way a host must
  /// know of (a key removed or its meaning changed); new keys may appear without it.
  static let protocolVersion = 1

  private enum CodingKeys: String, CodingKey {
    case type, `protocol`, tool, version, screen, url
  }

  var toolName: String
  var toolVersion: String
  var screen: ScreenSnapshot?
  var url: String?

  @MainActor
  init(tool: SceneTool, screen: ScreenSnapshot) {
    toolName = tool.name
    toolVersion = tool.version
    self.screen = screen
  }

  /// The record of `serve`: the address where the page is.
  @MainActor
  init(tool: SceneTool, url: String) {
    toolName = tool.name
    toolVersion = tool.version
    self.url = url
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("ready", forKey: .type)
    try container.encode(Self.protocolVersion, forKey: .protocol)
    try container.encode(toolName, forKey: .tool)
    try container.encode(toolVersion, forKey: .version)
    try container.encodeIfPresent(screen, forKey: .screen)
    try container.encodeIfPresent(url, forKey: .url)
  }

  /// The record as one line of JSON with sorted keys.
  func renderJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and the screen's plain values always encode; "{}" marks the impossible.
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
