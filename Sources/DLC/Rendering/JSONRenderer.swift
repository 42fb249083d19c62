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
    var json = JSONText()
    screen.write(to: &json)
    return json.text
  }
}

// Each snapshot's members in sorted order, each written only where it applies, as the schema
// says.

extension ScreenSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.object { json in
      json.member("alert", ifPresent: alert)
      json.member("elements", elements)
      json.member("modal", isModal)
      json.member("scene", scene)
      json.member("title", title)
    }
  }
}

extension ElementSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.object { json in
      json.member("children", ifPresent: children)
      json.member("enabled", isEnabled)
      json.member("fraction", ifPresent: fraction)
      json.member("hidden", isHidden)
      json.member("id", id)
      json.member("kind", kind.rawValue)
      json.member("on", ifPresent: isOn)
      json.member("options", ifPresent: options)
      json.member("placeholder", ifPresent: placeholder)
      json.member("rows", ifPresent: rows)
      json.member("scene", ifPresent: scene)
      json.member("secure", ifPresent: isSecure)
      json.member("selectedRow", ifPresent: selectedRow)
      json.member("size", ifPresent: size)
      json.member("text", ifPresent: text)
      json.member("title", ifPresent: title)
    }
  }
}

extension ImageSize: JSONWritable {
  package func write(to json: inout JSONText) {
    json.object { json in
      json.member("height", height)
      json.member("width", width)
    }
  }
}

extension AlertSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.object { json in
      json.member("buttons", buttons)
      json.member("message", message)
      json.member("style", ifPresent: style?.rawValue)
      json.member("title", title)
    }
  }
}

extension AlertSnapshot.ButtonSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.object { json in
      json.member("id", id)
      json.member("role", ifPresent: role?.rawValue)
      json.member("title", title)
    }
  }
}
