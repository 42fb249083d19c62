import Foundation

/// The text edits `new` makes to register what it writes: each finds its anchor by a
/// declaration or a label that formatting keeps (`enum Act1Scene`, `switch scene {`,
/// `routes:`), never by the layout of lines, and says plainly which file lacks what it expected.
enum SourceEdit {
  /// Adds a case for a scene to an act's scene enum, and its name to the act's description.
  ///
  /// It finds the enum by its declaration, the case's place before `static let act`, and the
  /// list by `scenes:`, wherever lines break: the file may have been formatted or changed by a
  /// person around them. The list is written one name a line, as `swift format` keeps it.
  static func addScene(_ name: String, toEnumOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    let file = "\(act)Scene.swift"
    guard let enumStart = text.range(of: "enum \(act)Scene"),
      let open = text.range(of: "{", range: enumStart.upperBound..<text.endIndex),
      let close = matchingBrace(in: text, from: open.upperBound)
    else {
      throw GenerationError("\(file) has no 'enum \(act)Scene: ActScene { … }'")
    }
    guard let describe = text.range(of: "static let act", range: open.upperBound..<close) else {
      throw GenerationError("\(file) has no 'static let act = ActDescription(…)' in its enum")
    }
    guard let scenes = text.range(of: "scenes:", range: describe.upperBound..<close),
      let listOpen = text.range(of: "[", range: scenes.upperBound..<close),
      let listClose = matching("[", "]", in: text, from: listOpen.upperBound)
    else {
      throw GenerationError("\(file): the act's description has no list 'scenes: [ … ]'")
    }
    var edited = text
    let indent = indentation(ofLineHolding: scenes.lowerBound, in: text)
    edited.replaceSubrange(
      listOpen.lowerBound...listClose,
      with: list(
        items(between: listOpen.upperBound, and: listClose, in: text) + ["\"\(name)\""],
        indent: indent))
    // The case goes above the description and the comments that document it.
    let insertAt = lineStart(of: describe.lowerBound, withCommentsMarked: "//", in: edited)
    let caseIndent = indentation(ofLineHolding: describe.lowerBound, in: edited)
    edited.insert(
      contentsOf: "\(caseIndent)/// \(SwiftName.words(name)).\n"
        + "\(caseIndent)case \(name.lowerFirst)(\(name).Setup)\n\n",
      at: insertAt)
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
    // A switch whose cases return what they build, as a person may write it, gets a case that
    // does too: a bare expression among them would not build.
    let returns = text[switchStart.upperBound..<close].split(separator: "\n").contains {
      $0.drop { $0 == " " }.hasPrefix("return ")
    }
    let addition =
      "\(indent)case .\(name.lowerFirst)(let setup):\n"
      + "\(indent)  \(returns ? "return " : "")\(name).controller(setup: setup, dc: dc)\n"
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
      let open = text[start].lastIndex(of: "[") ?? text[start.upperBound...].firstIndex(of: "["),
      let close = matching("[", "]", in: text, from: text.index(after: open))
    else {
      throw GenerationError("no list after '\(anchor)' to add \(item) to")
    }
    let items = items(between: text.index(after: open), and: close, in: text) + [item]
    let indent = indentation(ofLineHolding: start.lowerBound, in: text)
    var edited = text
    edited.replaceSubrange(
      open...close, with: items.count == 1 ? "[\(item)]" : list(items, indent: indent))
    return edited
  }

  /// Adds a route to the `routes: [ … ]` list of `AppLinks`, last, one a line, as the formatter
  /// writes it: on one line when it fits in 100 columns, else with the closure on a line of its
  /// own. The list is found by `routes:` and its brackets, wherever lines break.
  static func addRoute(path: String, building scene: String, in text: String)
    throws(GenerationError) -> String
  {
    guard let start = text.range(of: "routes:"),
      let open = text.range(of: "[", range: start.upperBound..<text.endIndex),
      let close = matching("[", "]", in: text, from: open.upperBound)
    else {
      throw GenerationError("AppLinks.swift has no 'routes: [ … ]' to add a route to")
    }
    let indent = indentation(ofLineHolding: start.lowerBound, in: text) + "  "
    let oneLine = "\(indent)DeepLinkRoute(\"\(path)\") { _ in { \(scene) } },\n"
    let twoLines =
      "\(indent)DeepLinkRoute(\"\(path)\") { _ in\n\(indent)  { \(scene) }\n\(indent)},\n"
    let route: String
    if oneLine.count <= 101 {
      route = oneLine
    } else if twoLines.split(separator: "\n").allSatisfy({ $0.count <= 100 }) {
      route = twoLines
    } else if let split = scene.range(of: ".factory.scene("), scene.hasSuffix(")") {
      // A scene made by the factory of a container made for it: the call broken after its
      // parenthesis, as `swift format` breaks it.
      route =
        "\(indent)DeepLinkRoute(\"\(path)\") { _ in\n\(indent)  {\n"
        + "\(indent)    \(scene[..<split.upperBound])\n\(indent)      \(scene[split.upperBound...])\n"
        + "\(indent)  }\n\(indent)},\n"
    } else if let split = scene.range(of: ") { "), scene.hasSuffix(" }") {
      // A scene made through an earlier application's `scene(of:)`, one call a line as
      // `swift format` breaks it.
      let container = scene[..<split.lowerBound] + ") {"
      let made = scene[split.upperBound..<scene.index(scene.endIndex, offsetBy: -2)]
      route =
        "\(indent)DeepLinkRoute(\"\(path)\") { _ in\n\(indent)  {\n\(indent)    \(container)\n"
        + "\(indent)      \(made)\n\(indent)    }\n\(indent)  }\n\(indent)},\n"
    } else {
      route = twoLines
    }
    var edited = text
    // The last route gains a comma if it had none; the new one goes on the line after it.
    let body = text[open.upperBound..<close]
    if let last = body.lastIndex(where: { !$0.isWhitespace }), body[last] != "," {
      edited.insert(",", at: text.index(after: last))
    }
    let closeInEdited = edited.index(close, offsetBy: edited.count - text.count)
    let before = edited[..<closeInEdited]
    if before.last(where: { $0 != " " }) == "\n" {
      edited.insert(contentsOf: route, at: lineStart(of: closeInEdited, in: edited))
    } else {
      edited.insert(contentsOf: "\n" + route + String(indent.dropLast(2)), at: closeInEdited)
    }
    return edited
  }

  /// Adds a `case` to the `switch (request.method, request.path)` of the embedded backend,
  /// before its `default:`.
  static func addEndpoint(_ endpoint: String, in text: String) throws(GenerationError) -> String {
    guard let start = text.range(of: "switch (request.method, request.path)"),
      let open = text.range(of: "{", range: start.upperBound..<text.endIndex),
      let close = matchingBrace(in: text, from: open.upperBound),
      let fallback = text.range(of: "default:", range: open.upperBound..<close)
    else {
      throw GenerationError(
        "AppBackend.swift has no 'switch (request.method, request.path) { … default: … }'")
    }
    let at = lineStart(of: fallback.lowerBound, in: text)
    let indent = indentation(ofLineHolding: fallback.lowerBound, in: text)
    let lines = endpoint.split(separator: "\n", omittingEmptySubsequences: false)
    var edited = text
    edited.insert(contentsOf: lines.map { "\(indent)\($0)\n" }.joined(), at: at)
    return edited
  }

  // MARK: - Reading the text

  /// The items of a list between its brackets, each trimmed; comments in the list are dropped.
  static func items(between start: String.Index, and end: String.Index, in text: String)
    -> [String]
  {
    text[start..<end].split(separator: "\n")
      .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
      .joined(separator: "\n").split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// A list literal one item a line, with a trailing comma when it has more than one, as
  /// `swift format` writes and keeps it.
  static func list(_ items: [String], indent: String) -> String {
    let lines = items.map { "\(indent)  \($0)" }.joined(separator: ",\n")
    return "[\n\(lines)\(items.count > 1 ? "," : "")\n\(indent)]"
  }

  /// Where the line holding an index starts.
  static func lineStart(of index: String.Index, in text: String) -> String.Index {
    text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
  }

  /// Where the line holding an index starts, or the first of the comment lines right above it:
  /// a declaration and what documents it go, or stay, together.
  ///
  /// - Parameters:
  ///   - index: An index in the declaration's line.
  ///   - marker: What a comment line starts with, after its indentation: `///` for documentation
  ///     only, `//` for any comment.
  ///   - text: The text.
  /// - Returns: The start of the first line of the comment, or of the declaration's line.
  static func lineStart(
    of index: String.Index, withCommentsMarked marker: String, in text: String
  ) -> String.Index {
    var start = lineStart(of: index, in: text)
    while start > text.startIndex {
      let previous = lineStart(of: text.index(before: start), in: text)
      guard text[previous..<start].trimmingCharacters(in: .whitespaces).hasPrefix(marker)
      else { break }
      start = previous
    }
    return start
  }

  /// The spaces that start the line holding an index.
  static func indentation(ofLineHolding index: String.Index, in text: String) -> String {
    String(text[lineStart(of: index, in: text)...].prefix { $0 == " " })
  }

  /// The index of the closing bracket of the list opened just before `index`.
  static func matching(
    _ opening: Character, _ closing: Character, in text: String, from index: String.Index
  ) -> String.Index? {
    var depth = 1
    var position = index
    var inString = false
    while position < text.endIndex {
      let character = text[position]
      if character == "\"" {
        inString.toggle()
      } else if !inString {
        if character == opening {
          depth += 1
        } else if character == closing {
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

  /// The index of the `}` that closes the block opened just before `index`.
  static func matchingBrace(in text: String, from index: String.Index) -> String.Index? {
    matching("{", "}", in: text, from: index)
  }
}
