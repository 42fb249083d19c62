import DLC
import DLCScript

/// A command's result in `dlc run --json`: the result's keys plus the script's file.
struct ScriptCommandRecord {
  var file: String
  var result: CommandResult

  /// The record as one line of JSON with sorted keys.
  func renderJSON() -> String {
    var json = JSONText()
    result.write(to: &json, file: file)
    return json.text
  }
}
