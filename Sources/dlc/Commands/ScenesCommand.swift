import DLCScript
import Foundation
import Scenes

/// `dlc scenes`: lists Atlas's acts and scenes.
@MainActor
struct ScenesCommand {
  var json: Bool
  var terminal: Terminal

  func run() -> Int32 {
    guard json else {
      terminal.write(SceneListing.render(Atlas.acts))
      return 0
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for act in Atlas.acts {
      guard let data = try? encoder.encode(act) else { continue }
      terminal.write(String(decoding: data, as: UTF8.self))
    }
    return 0
  }
}
