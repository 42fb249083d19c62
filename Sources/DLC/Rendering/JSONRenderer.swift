/// Renders a screen as one line of JSON for hosts and tools.
///
/// The schema is stable; keys are sorted and absent keys mean "does not apply":
///
/// ```text
/// screen  {"scene": String|null,   the scene a person is in: through tabs and stacks, theirs
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
    json.writeObject { json in
      json.writeMember("alert", ifPresent: alert)
      json.writeMember("elements", elements)
      json.writeMember("modal", isModal)
      json.writeMember("scene", scene)
      json.writeMember("title", title)
    }
  }
}

extension ElementSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.writeObject { json in
      json.writeMember("children", ifPresent: children)
      json.writeMember("enabled", isEnabled)
      json.writeMember("fraction", ifPresent: fraction)
      json.writeMember("hidden", isHidden)
      json.writeMember("id", id)
      json.writeMember("kind", kind.rawValue)
      json.writeMember("on", ifPresent: isOn)
      json.writeMember("options", ifPresent: options)
      json.writeMember("placeholder", ifPresent: placeholder)
      json.writeMember("rows", ifPresent: rows)
      json.writeMember("scene", ifPresent: scene)
      json.writeMember("secure", ifPresent: isSecure)
      json.writeMember("selectedRow", ifPresent: selectedRow)
      json.writeMember("size", ifPresent: size)
      json.writeMember("text", ifPresent: text)
      json.writeMember("title", ifPresent: title)
    }
  }
}

extension ImageSize: JSONWritable {
  package func write(to json: inout JSONText) {
    json.writeObject { json in
      json.writeMember("height", height)
      json.writeMember("width", width)
    }
  }
}

extension AlertSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.writeObject { json in
      json.writeMember("buttons", buttons)
      json.writeMember("message", message)
      json.writeMember("style", ifPresent: style?.rawValue)
      json.writeMember("title", title)
    }
  }
}

extension AlertSnapshot.ButtonSnapshot: JSONWritable {
  package func write(to json: inout JSONText) {
    json.writeObject { json in
      json.writeMember("id", id)
      json.writeMember("role", ifPresent: role?.rawValue)
      json.writeMember("title", title)
    }
  }
}
