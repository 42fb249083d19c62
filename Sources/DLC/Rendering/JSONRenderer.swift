internal import Foundation

/// Renders a screen as one line of JSON for hosts and tools.
///
/// The schema is stable; keys are sorted and absent keys mean "does not apply":
///
/// ```text
/// screen  {"scene": String|null,   the scene a person is in: a container's innermost shown child
///          "title": String, "modal": Bool,
///          "elements": [element], "alert": alert (absent when none)}
/// element {"id": String,
///          "kind": "label"|"field"|"button"|"list"|"stack"|"row"|"toggle"|"choice"|
///                  "textArea"|"image"|"progress"|"scene"|"tabBar",
///          "enabled": Bool, "hidden": Bool,
///          "text": String           label text, field or text area text (masked if secure),
///                                   button or toggle title, choice's chosen option, image
///                                   description, progress percentage or "working", tab bar's
///                                   selected tab
///          "placeholder": String,   fields and text areas
///          "secure": Bool,          fields
///          "rows": [String],        lists
///          "selectedRow": Int,      lists, from 1, absent when nothing is selected
///          "on": Bool,              toggles
///          "title": String,         choices; scenes: the child scene's title
///          "options": [String],     choices; tab bars: the tabs' titles
///          "scene": String,         scenes (slots): the child scene shown, absent when empty
///          "size": {"width": Int, "height": Int},  images, absent when unknown
///          "fraction": Double,      progress from 0 to 1, absent when indeterminate
///          "children": [element]}   stacks and rows; scenes: the child scene's elements
/// alert   {"title": String, "message": String,
///          "style": "confirmation"  (absent for a plain alert),
///          "buttons": [{"id": String, "title": String,
///                       "role": "destructive"|"cancel" (absent for a standard button)}]}
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
    // DEL, C1 and bidirectional controls escaped too, for hosts that print the JSON.
    return VisibleText.escapingJSON(String(decoding: data, as: UTF8.self))
  }
}
