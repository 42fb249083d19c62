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
    var start = lineStart(of: declared.lowerBound, in: edited)
    while start > edited.startIndex {
      let previous = lineStart(of: edited.index(before: start), in: edited)
      guard edited[previous..<start].trimmingCharacters(in: .whitespaces).hasPrefix("///")
      else { break }
      start = previous
    }
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

  /// Removes a scene's case from the `switch scene` of an act's factory, refusing one that is
  /// no longer the call `new scene` wrote.
  static func removeScene(_ name: String, fromFactoryOf act: String, in text: String)
    throws(GenerationError) -> String
  {
    let file = "\(act)Factory.swift"
    guard let found = text.range(of: "case .\(name.lowerFirst)(let setup):") else {
      throw GenerationError("\(file) has no 'case .\(name.lowerFirst)(let setup):' to remove")
    }
    let start = lineStart(of: found.lowerBound, in: text)
    let caseEnd = lineEnd(of: found.upperBound, in: text)
    guard caseEnd < text.endIndex else {
      throw GenerationError("\(file): the case of \(name) does not build it")
    }
    let bodyStart = text.index(after: caseEnd)
    let bodyEnd = lineEnd(of: bodyStart, in: text)
    let body = text[bodyStart..<bodyEnd].trimmingCharacters(in: .whitespaces)
    guard
      ["", "return "].contains(where: { body == $0 + "\(name).controller(setup: setup, dc: dc)" })
    else {
      throw GenerationError(
        "\(file): the case of \(name) no longer reads "
          + "'\(name).controller(setup: setup, dc: dc)'; change it back or remove it by hand")
    }
    var edited = text
    edited.removeSubrange(start..<(bodyEnd < text.endIndex ? text.index(after: bodyEnd) : bodyEnd))
    return edited
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
  /// or `default:`, refusing when it no longer reads as written (however laid out): a person
  /// changed what it answers.
  ///
  /// - Parameters:
  ///   - path: The endpoint's path, such as `/stock`.
  ///   - text: The backend's text.
  ///   - written: The `case` as `new scene` wrote it.
  /// - Returns: The text without the `case`.
  /// - Throws: A ``GenerationError`` when the `case` is missing or has been changed.
  static func removeEndpoint(path: String, in text: String, writtenAs written: String)
    throws(GenerationError) -> String
  {
    guard let found = text.range(of: "case (.get, \"\(path)\"):") else {
      throw GenerationError("AppBackend.swift has no 'case (.get, \"\(path)\"):' to remove")
    }
    let start = lineStart(of: found.lowerBound, in: text)
    var end = text.index(after: lineEnd(of: found.upperBound, in: text))
    while end < text.endIndex {
      let line = text[end..<lineEnd(of: end, in: text)].trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("case ") || line.hasPrefix("default:") || line.hasPrefix("}") {
        break
      }
      end = text.index(after: lineEnd(of: end, in: text))
    }
    let unspaced = { (code: Substring) in code.filter { !$0.isWhitespace } }
    guard unspaced(text[start..<end]) == unspaced(written[...]) else {
      throw GenerationError(
        "AppBackend.swift: the endpoint of \(path) no longer reads as 'new scene' wrote it; "
          + "change it back or remove it by hand")
    }
    var edited = text
    edited.removeSubrange(start..<end)
    return edited
  }

  /// Where the line holding an index ends: the index of its newline, or the text's end.
  private static func lineEnd(of index: String.Index, in text: String) -> String.Index {
    text[index...].firstIndex(of: "\n") ?? text.endIndex
  }
}
