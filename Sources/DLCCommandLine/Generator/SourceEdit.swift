import Foundation

/// The text edits `new` makes to register what it writes: each finds its anchor in the file as
/// the generator (or Atlas) writes it, and says so plainly when the anchor is not there.
enum SourceEdit {
  /// Adds a case for a scene to an act's scene enum, and its name to the act's description.
  static func addScene(_ name: String, toEnumOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let enumStart = text.range(of: "enum \(act)Scene: ActScene {") else {
      throw GenerationError("\(act)Scene.swift has no 'enum \(act)Scene: ActScene {'")
    }
    guard let describe = text.range(of: "static let act = ActDescription(") else {
      throw GenerationError("\(act)Scene.swift has no 'static let act = ActDescription('")
    }
    guard let listEnd = text.range(of: "])", range: describe.upperBound..<text.endIndex) else {
      throw GenerationError("\(act)Scene.swift: the act's scenes are not a list ending in '])'")
    }
    var edited = text
    let listStart = text.range(of: "scenes: [", range: describe.upperBound..<listEnd.lowerBound)
    let isEmpty = listStart.map { text[$0.upperBound..<listEnd.lowerBound].isEmpty } ?? true
    edited.replaceSubrange(
      listEnd.lowerBound..<listEnd.lowerBound, with: isEmpty ? "\"\(name)\"" : ", \"\(name)\"")
    let caseText = "  /// \(name).\n  case \(name.lowerFirst)(\(name).Setup)\n\n"
    let insertAt = edited.range(of: "  static let act = ActDescription(")?.lowerBound
    guard let insertAt, insertAt > enumStart.upperBound else {
      throw GenerationError("\(act)Scene.swift: no place for the new case")
    }
    edited.insert(contentsOf: caseText, at: insertAt)
    return edited
  }

  /// Adds a scene's case to the `switch scene` of an act's factory.
  static func addScene(_ name: String, toFactoryOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let switchStart = text.range(of: "switch scene {") else {
      throw GenerationError("\(act)Factory.swift has no 'switch scene {'")
    }
    guard let close = matchingBrace(in: text, from: switchStart.upperBound) else {
      throw GenerationError("\(act)Factory.swift: the 'switch scene' does not end")
    }
    let lineStart = text[..<close].lastIndex(of: "\n").map { text.index(after: $0) } ?? close
    let indent = String(text[lineStart..<close])
    let addition =
      "\(indent)case .\(name.lowerFirst)(let setup):\n"
      + "\(indent)  \(name).controller(setup: setup, dc: dc)\n"
    var edited = text
    edited.insert(contentsOf: addition, at: lineStart)
    return edited
  }

  /// Adds a method before the closing brace of the type that a declaration line opens.
  static func addMember(_ member: String, toTypeOpenedBy opening: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let start = text.range(of: opening),
      let brace = text.range(of: "{", range: start.upperBound..<text.endIndex),
      let close = matchingBrace(in: text, from: brace.upperBound)
    else {
      throw GenerationError("no '\(opening) … { … }' to add to")
    }
    var edited = text
    edited.insert(contentsOf: "\n" + member, at: close)
    return edited
  }

  /// Adds an item to a Swift array literal that follows an anchor, such as an act list, and
  /// writes the list as the formatter would: on one line alone, else one item a line with a
  /// trailing comma.
  static func addItem(_ item: String, toListAfter anchor: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let start = text.range(of: anchor),
      let end = text.range(of: "]", range: start.upperBound..<text.endIndex)
    else {
      throw GenerationError("no list after '\(anchor)' to add \(item) to")
    }
    let items =
      text[start.upperBound..<end.lowerBound].split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
      + [item]
    let lineStart =
      text[..<start.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
      ?? text.startIndex
    let indent = String(text[lineStart...].prefix { $0 == " " })
    let list =
      items.count == 1
      ? items[0]
      : "\n" + items.map { "\(indent)  \($0),\n" }.joined() + indent
    var edited = text
    edited.replaceSubrange(start.upperBound..<end.lowerBound, with: list)
    return edited
  }

  /// Adds a route to the `routes: [ … ]` list of `AppLinks`, last, one a line, as the formatter
  /// writes it: on one line when it fits in 100 columns, else with the closure on a line of its
  /// own.
  static func addRoute(path: String, building scene: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let start = text.range(of: "routes: ["),
      let end = text.range(of: "])", range: start.upperBound..<text.endIndex)
    else {
      throw GenerationError("AppLinks.swift has no 'routes: [ … ])' to add a route to")
    }
    let lineStart = text[..<end.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
    guard let lineStart else {
      throw GenerationError("AppLinks.swift: the routes do not end on a line of their own")
    }
    let indent = String(text[lineStart..<end.lowerBound]) + "  "
    let oneLine = "\(indent)DeepLinkRoute(\"\(path)\") { _ in { \(scene) } },\n"
    let route =
      oneLine.count <= 101
      ? oneLine
      : "\(indent)DeepLinkRoute(\"\(path)\") { _ in\n\(indent)  { \(scene) }\n\(indent)},\n"
    var edited = text
    edited.insert(contentsOf: route, at: lineStart)
    return edited
  }

  /// The index of the `}` that closes the block opened just before `index`.
  private static func matchingBrace(in text: String, from index: String.Index) -> String.Index? {
    var depth = 1
    var position = index
    var inString = false
    while position < text.endIndex {
      let character = text[position]
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if character == "{" {
          depth += 1
        } else if character == "}" {
          depth -= 1
          if depth == 0 {
            return position
          }
        }
      }
      position = text.index(after: position)
    }
    return nil
  }
}
