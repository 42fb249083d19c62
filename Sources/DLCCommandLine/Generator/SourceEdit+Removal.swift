import Foundation

extension SourceEdit {
  /// Removes a scene's case, and the comment above it, from an act's scene enum, and its name
  /// from the act's description: what ``addScene(_:toEnumOf:in:)`` added.
  static func removeScene(_ name: String, fromEnumOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    let file = "\(act)Scene.swift"
    guard let declared = text.range(of: "case \(name.lowerFirst)(\(name).Setup)") else {
      throw GenerationError("\(file) has no 'case \(name.lowerFirst)(\(name).Setup)' to remove")
    }
    var edited = text
    let start = lineStart(of: declared.lowerBound, withCommentsMarked: "///", in: edited)
    var end = lineEnd(of: declared.upperBound, in: edited)
    // The case's line goes, and the blank line that parts it from the next declaration.
    if end < edited.endIndex {
      end = edited.index(after: end)
    }
    if edited[end...].hasPrefix("\n") {
      end = edited.index(after: end)
    }
    edited.removeSubrange(start..<end)
    guard let describe = edited.range(of: "static let act"),
      let scenes = edited.range(of: "scenes:", range: describe.upperBound..<edited.endIndex),
      let open = edited.range(of: "[", range: scenes.upperBound..<edited.endIndex),
      let close = matching("[", "]", in: edited, from: open.upperBound)
    else {
      throw GenerationError("\(file): the act's description has no list 'scenes: [ … ]'")
    }
    let items = items(between: open.upperBound, and: close, in: edited)
    guard items.contains("\"\(name)\"") else {
      throw GenerationError("\(file): the act's scenes do not list \"\(name)\"")
    }
    edited.replaceSubrange(
      open.lowerBound...close,
      with: list(
        items.filter { $0 != "\"\(name)\"" },
        indent: indentation(ofLineHolding: scenes.lowerBound, in: edited)))
    return edited
  }

  /// Removes a scene's case from the `switch scene` of an act's factory, refusing one whose code
  /// is no longer the call `new scene` wrote; comments in it go with it.
  static func removeScene(_ name: String, fromFactoryOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    let file = "\(act)Factory.swift"
    guard let found = text.range(of: "case .\(name.lowerFirst)(let setup):") else {
      throw GenerationError("\(file) has no 'case .\(name.lowerFirst)(let setup):' to remove")
    }
    let start = lineStart(of: found.lowerBound, in: text)
    let (end, code) = caseBody(after: found.upperBound, in: text)
    guard
      ["", "return "].contains(where: { code == [$0 + "\(name).controller(setup: setup, dc: dc)"] })
    else {
      throw GenerationError(
        "\(file): the case of \(name) no longer reads "
          + "'\(name).controller(setup: setup, dc: dc)' but "
          + (code.isEmpty ? "nothing" : "'\(code.joined(separator: " "))'")
          + "; change it back or remove it by hand")
    }
    var edited = text
    edited.removeSubrange(start..<end)
    return edited
  }

  /// The lines of a `case` after its label, up to the next `case`, `default:` or the switch's
  /// end at the case's own depth (an `if` or a closure in it may hold lines that read so), and
  /// not the comments right above the next: where they end (past the last one's newline), and
  /// their code, without blank lines and comments, each line trimmed.
  private static func caseBody(after label: String.Index, in text: String)
    -> (end: String.Index, code: [String])
  {
    var end = lineEnd(of: label, in: text)
    var code: [String] = []
    var depth = 0
    // Where comments at the case's own depth began, if only comments and blank lines followed.
    var commentsStart: String.Index?
    while end < text.endIndex {
      let next = text.index(after: end)
      let line = text[next..<lineEnd(of: next, in: text)].trimmingCharacters(in: .whitespaces)
      if depth == 0,
        line.hasPrefix("case ") || line.hasPrefix("default:") || line.hasPrefix("}")
      {
        return (commentsStart ?? next, code)
      }
      if line.hasPrefix("//") {
        if depth == 0, commentsStart == nil {
          commentsStart = next
        }
      } else if !line.isEmpty {
        commentsStart = nil
        code.append(line)
        let bare = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "")
        let beforeComment = bare.firstRange(of: "//").map { bare[..<$0.lowerBound] } ?? bare[...]
        depth += beforeComment.count { $0 == "{" } - beforeComment.count { $0 == "}" }
      }
      end = lineEnd(of: next, in: text)
    }
    return (text.endIndex, code)
  }

  /// Removes the route of a path from `AppLinks`, whatever lines it takes.
  static func removeRoute(path: String, in text: String) throws(GenerationError) -> String {
    guard let found = text.range(of: "DeepLinkRoute(\"\(path)\")"),
      let open = text.range(of: "{", range: found.upperBound..<text.endIndex),
      let close = matchingBrace(in: text, from: open.upperBound)
    else {
      throw GenerationError("AppLinks.swift has no route 'DeepLinkRoute(\"\(path)\") { … }'")
    }
    var edited = text
    let end = lineEnd(of: close, in: text)
    edited.removeSubrange(
      lineStart(
        of: found.lowerBound, in: text)..<(end < text.endIndex
        ? text.index(after: end) : end))
    return edited
  }

  /// Removes the `case` of a path from the embedded backend's `switch`, up to the next `case`
  /// or `default:`, whatever it answers now.
  ///
  /// - Parameters:
  ///   - path: The endpoint's path, such as `/stock`.
  ///   - text: The backend's text.
  ///   - written: The `case` as `new scene` wrote it.
  /// - Returns: The text without the `case`, and whether the `case` was other than written (a
  ///   person gave it an answer of their own), for the plan to say so.
  /// - Throws: A ``GenerationError`` when there is no such `case`.
  static func removeEndpoint(path: String, in text: String, writtenAs written: String)
    throws(GenerationError) -> (text: String, wasChanged: Bool)
  {
    guard let found = text.range(of: "case (.get, \"\(path)\"):") else {
      throw GenerationError("AppBackend.swift has no 'case (.get, \"\(path)\"):' to remove")
    }
    let start = lineStart(of: found.lowerBound, in: text)
    let end = caseBody(after: found.upperBound, in: text).end
    let unspaced = { (code: Substring) in code.filter { !$0.isWhitespace } }
    var edited = text
    edited.removeSubrange(start..<end)
    return (edited, unspaced(text[start..<end]) != unspaced(written[...]))
  }

  /// Where the line holding an index ends: the index of its newline, or the text's end.
  private static func lineEnd(of index: String.Index, in text: String) -> String.Index {
    text[index...].firstIndex(of: "\n") ?? text.endIndex
  }
}
