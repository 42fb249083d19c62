import DLC
import DLCScript
import Foundation

/// `TOOL scenes`: lists the application's acts and scenes.
struct ScenesCommand {
  var acts: [ActDescription]
  var json: Bool
  var terminal: Terminal

  func run() -> Int32 {
    guard json else {
      terminal.write(SceneListing.render(acts))
      return 0
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for act in acts {
      guard let data = try? encoder.encode(act) else { continue }
      terminal.write(String(decoding: data, as: UTF8.self))
    }
    return 0
  }
}
