import DLC

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
struct ReadyRecord {
  /// The version of the host protocol: raised whenever a record changes in a way a host must
  /// know of (a key removed or its meaning changed); new keys may appear without it.
  static let protocolVersion = 1

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

  /// The record as one line of JSON with sorted keys.
  func renderJSON() -> String {
    var json = JSONText()
    json.writeObject { json in
      json.writeMember("protocol", Self.protocolVersion)
      json.writeMember("screen", ifPresent: screen)
      json.writeMember("tool", toolName)
      json.writeMember("type", "ready")
      json.writeMember("url", ifPresent: url)
      json.writeMember("version", toolVersion)
    }
    return json.text
  }
}
