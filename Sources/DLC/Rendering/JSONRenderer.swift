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
    write(screen, to: &json)
    return json.text
  }

  /// Writes a screen as ``render(_:)`` does, for a record that holds one.
  ///
  /// - Parameters:
  ///   - screen: What the stage shows.
  ///   - json: Where to write it.
  package static func write(_ screen: ScreenSnapshot, to json: inout JSONText) {
    json.beginObject()
    if let alert = screen.alert {
      json.key("alert")
      write(alert, to: &json)
    }
    json.key("elements")
    write(screen.elements, to: &json)
    json.key("modal")
    json.write(screen.isModal)
    json.key("scene")
    if let scene = screen.scene {
      json.write(scene)
    } else {
      json.writeNull()
    }
    json.key("title")
    json.write(screen.title)
    json.endObject()
  }

  private static func write(_ elements: [ElementSnapshot], to json: inout JSONText) {
    json.beginArray()
    for index in elements.indices {
      json.nextItem()
      write(elements[index], to: &json)
    }
    json.endArray()
  }

  // Keys in sorted order, each written only where it applies, as the schema says.
  private static func write(_ element: ElementSnapshot, to json: inout JSONText) {
    json.beginObject()
    if let children = element.children {
      json.key("children")
      write(children, to: &json)
    }
    json.key("enabled")
    json.write(element.isEnabled)
    if let fraction = element.fraction {
      json.key("fraction")
      json.write(fraction)
    }
    json.key("hidden")
    json.write(element.isHidden)
    json.key("id")
    json.write(element.id)
    json.key("kind")
    json.write(element.kind.rawValue)
    if let isOn = element.isOn {
      json.key("on")
      json.write(isOn)
    }
    if let options = element.options {
      json.key("options")
      json.write(options)
    }
    if let placeholder = element.placeholder {
      json.key("placeholder")
      json.write(placeholder)
    }
    if let rows = element.rows {
      json.key("rows")
      json.write(rows)
    }
    if let scene = element.scene {
      json.key("scene")
      json.write(scene)
    }
    if let isSecure = element.isSecure {
      json.key("secure")
      json.write(isSecure)
    }
    if let selectedRow = element.selectedRow {
      json.key("selectedRow")
      json.write(selectedRow)
    }
    if let size = element.size {
      json.key("size")
      json.beginObject()
      json.key("height")
      json.write(size.height)
      json.key("width")
      json.write(size.width)
      json.endObject()
    }
    if let text = element.text {
      json.key("text")
      json.write(text)
    }
    if let title = element.title {
      json.key("title")
      json.write(title)
    }
    json.endObject()
  }

  private static func write(_ alert: AlertSnapshot, to json: inout JSONText) {
    json.beginObject()
    json.key("buttons")
    json.beginArray()
    for button in alert.buttons {
      json.nextItem()
      json.beginObject()
      json.key("id")
      json.write(button.id)
      if let role = button.role {
        json.key("role")
        json.write(role.rawValue)
      }
      json.key("title")
      json.write(button.title)
      json.endObject()
    }
    json.endArray()
    json.key("message")
    json.write(alert.message)
    if let style = alert.style {
      json.key("style")
      json.write(style.rawValue)
    }
    json.key("title")
    json.write(alert.title)
    json.endObject()
  }
}
