internal import Foundation

/// Renders a screen as one line of JSON for hosts and tools.
///
/// The schema is stable; keys are sorted and absent keys mean "does not apply":
///
/// ```text
/// screen  {"scene": String|null, "title": String, "modal": Bool,
///          "elements": [element], "alert": alert (absent when none)}
/// element {"id": String, "kind": "label"|"field"|"button"|"list"|"stack",
///          "enabled": Bool, "hidden": Bool,
///          "text": String           label text, field text (masked if secure), button title
///          "placeholder": String,   fields
///          "secure": Bool,          fields
///          "rows": [String],        lists
///          "selectedRow": Int,      lists, from 1, absent when nothing is selected
///          "children": [element]}   stacks
/// alert   {"title": String, "message": String, "buttons": [{"id": String, "title": String}]}
/// ```
public enum JSONRenderer {
  /// Renders a screen as compact JSON with sorted keys.
  ///
  /// - Parameter screen: What the stage shows.
  /// - Returns: One line of JSON.
  public static func render(_ screen: ScreenSnapshot) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, numbers and arrays cannot fail; an empty object marks the impossible.
    guard let data = try? encoder.encode(screen) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
