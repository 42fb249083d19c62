import Foundation

extension NewCommand {
  /// What `new scene` wrote for a scene, found again: its folders' files and the files it
  /// edited, each with the text it holds now.
  struct WrittenScene {
    /// The act the scene belongs to.
    var location: ActLocation
    /// Every file of the scene's folders: sources, tests and snapshots.
    var files: [String]
    /// The files `new scene` edited, by path, with their text.
    var edited: [(path: String, text: String)]
    /// The path of the scene's route, as `AppLinks` spells it.
    var routePath: String
  }

  // MARK: - Removing a scene

  /// Removes the files `new scene` wrote and undoes its edits, refusing when a file it did not
  /// write uses the scene.
  func removeScenePlan() throws(GenerationError) -> GenerationPlan {
    let scene = try writtenScene(request.name)
    var plan = GenerationPlan(folder: folder, nextStep: "swift test")
    plan.removals = scene.files
    for (path, text) in scene.edited {
      let (undone, note) = try undo(
        request.name, in: path, text: text, location: scene.location, routePath: scene.routePath)
      plan.edits.append(
        .init(
          path: path,
          summary: "remove \(request.name) from \((path as NSString).lastPathComponent)"
            + (note.map { " (\($0))" } ?? ""),
          original: text, contents: undone))
    }
    try refuseUses(
      of: request.name, outside: scene, endings: try typeEndings(of: scene, named: request.name),
      leaving: plan.edits)
    return plan
  }

  /// A file `new scene` edited, without what it added for the scene, and what a person should
  /// know of the change, if anything.
  private func undo(
    _ name: String, in path: String, text: String, location: ActLocation, routePath linkPath: String
  ) throws(GenerationError) -> (text: String, note: String?) {
    let act = location.name
    switch (path as NSString).lastPathComponent {
    case "\(act)Scene.swift":
      return (try SourceEdit.removeScene(name, fromEnumOf: act, in: text), nil)
    case "\(act)Factory.swift":
      return (try SourceEdit.removeScene(name, fromFactoryOf: act, in: text), nil)
    case "AppLinks.swift":
      return (try SourceEdit.removeRoute(path: linkPath, in: text), nil)
    case "AppBackend.swift":
      let template = SceneTemplate(
        name: name, act: act, module: location.module, withServer: true,
        requiresSignIn: isSignedIn(act, in: location.moduleFolder))
      let written = template.endpoint.replacingOccurrences(
        of: "\"\(template.endpointPath)\"", with: "\"/\(linkPath)\"")
      let (undone, wasChanged) = try SourceEdit.removeEndpoint(
        path: "/\(linkPath)", in: text, writtenAs: written)
      return (undone, wasChanged ? "its endpoint, with the answer you gave it" : nil)
    default:
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let expect = lines.firstIndex(of: "expect scene is \(name)"), expect > 0 else {
        throw GenerationError(
          "\(path) has no visit of \(name): 'open LINK', then 'expect scene is \(name)'")
      }
      // A visit of a signed-in scene signs in between the link and the scene: four lines.
      let signsIn =
        expect >= 5 && lines[expect - 4] == "expect scene is \(SignInTemplate.name)"
        && lines[expect - 1] == "tap submit"
      let open = signsIn ? expect - 5 : expect - 1
      guard lines[open].hasPrefix("open ") else {
        throw GenerationError(
          "\(path) has no visit of \(name): 'open LINK', then 'expect scene is \(name)'")
      }
      // Such a visit opens Home first, which ends the session of the visit before.
      let endsSession =
        signsIn && open > 0 && lines[open - 1].hasPrefix("open ")
        && lines[open - 1].hasSuffix("://home")
      lines.removeSubrange((endsSession ? open - 1 : open)...expect)
      return (lines.joined(separator: "\n"), nil)
    }
  }

  // MARK: - Renaming a scene

  /// Writes the scene's files again under the new name and redoes every edit with it, removing
  /// the old files; code of the person's own that names the scene, and their scripts, are
  /// changed too, as an editor's rename changes them.
  func renameScenePlan(to newName: String) throws(GenerationError) -> GenerationPlan {
    let scene = try writtenScene(request.name)
    // The scene the application starts on is named in text a rename cannot tell from other
    // text: its link, its greeting, the tests and scripts that expect it where a visit ends.
    if request.name == AppTemplate.rootSceneName, scene.location.name == "Act1" {
      throw GenerationError(
        "\(request.name) is the scene the application starts on, which its links, scripts and "
          + "tests name in text 'rename' cannot follow; rename it by hand")
    }
    try refuseSceneNameTaken(newName, acts: ActLocation.all(in: folder))
    let old = request.name
    let endings = try typeEndings(of: scene, named: old)
    var plan = GenerationPlan(folder: folder, nextStep: "swift test")
    plan.removals = scene.files
    for path in scene.files {
      plan.files.append(
        .init(
          path: renamedPath(path, from: old, to: newName),
          contents: renamed(
            try read(path), from: old, to: newName, routePath: scene.routePath,
            endings: endings, isTheScenesOwn: true)))
    }
    for (path, text) in scene.edited {
      var contents = renamed(
        text, from: old, to: newName, routePath: scene.routePath, endings: endings,
        isTheScenesOwn: false)
      if path.hasSuffix("/\(scene.location.name)Scene.swift") {
        // The case's comment is the scene's title.
        contents = contents.replacingOccurrences(
          of: "/// \(SwiftName.words(old)).\n", with: "/// \(SwiftName.words(newName)).\n")
      }
      plan.edits.append(
        .init(
          path: path, summary: "rename \(old) to \(newName)", original: text,
          contents: contents))
    }
    plan.edits += usesRenamed(
      from: old, to: newName, outside: scene, endings: endings,
      routePath: scene.routePath, editing: Set(plan.edits.map(\.path)))
    let sources = plan.files.map(\.path).filter { $0.hasPrefix("Sources/") }
    try refuseNamesOfThePackage(
      for: newName, declaring: sources.map { Self.typeName(ofFile: $0) },
      writing: plan.files.map(\.path), inPlaceOf: plan.removals)
    try refuseLinesTooLong(in: plan.files, title: SwiftName.words(newName), name: newName)
    return plan
  }

  /// The edits that rename a scene where the person's own code and scripts name it: its types
  /// and its case in Swift files, `expect scene is` and its links in scripts.
  private func usesRenamed(
    from old: String, to new: String, outside scene: WrittenScene, endings: [String],
    routePath oldPath: String, editing edited: Set<String>
  ) -> [GenerationPlan.Edit] {
    let skipped = Set(scene.files).union(edited)
    let newPath = SwiftName.linkPath(new)
    var rewrites: [(pattern: String, replacement: String, files: [String])] = [
      (Self.namePattern(old, endings: endings), new, []),
      // The case as an implicit member (`.old(`, `case .old(`), not a method of something
      // else that happens to share its name (`library.old(id:)`).
      ("(?<![A-Za-z0-9_)\\]?!>])\\.\(old.lowerFirst)(?=\\()", "." + new.lowerFirst, []),
    ]
    let swiftFiles = (filesUnder("Sources") + filesUnder("Tests")).filter {
      $0.hasSuffix(".swift") && !skipped.contains($0)
    }
    rewrites[0].files = swiftFiles
    rewrites[1].files = swiftFiles
    let scripts = (filesUnder("Scripts") + filesUnder("Tests")).filter {
      $0.hasSuffix(".dlc") && !skipped.contains($0)
    }
    rewrites += [
      (
        "(?<=expect[ \\t]{1,8}scene[ \\t]{1,8}(?:not[ \\t]{1,8})?is[ \\t]{1,8}\"?)\(old)"
          + "(?![A-Za-z0-9_])", new, scripts
      ),
      (
        "(?<=://)\(NSRegularExpression.escapedPattern(for: oldPath))(?![A-Za-z0-9_-])", newPath,
        scripts
      ),
    ]
    var texts: [String: (original: String, contents: String)] = [:]
    for rewrite in rewrites {
      guard let expression = try? NSRegularExpression(pattern: rewrite.pattern) else { continue }
      let replace = { (text: Substring) -> String in
        let text = String(text)
        return expression.stringByReplacingMatches(
          in: text, range: NSRange(text.startIndex..., in: text),
          withTemplate: NSRegularExpression.escapedTemplate(for: rewrite.replacement))
      }
      for path in rewrite.files {
        guard let text = texts[path]?.contents ?? (try? read(path)) else { continue }
        // In Swift, only the code: a text or a comment names the scene in prose ("Book
        // detail"), which may be another scene's.
        let changed =
          path.hasSuffix(".swift")
          ? Self.replacingInCode(of: text, with: replace) : replace(text[...])
        if changed != text || texts[path] != nil {
          texts[path] = (texts[path]?.original ?? text, changed)
        }
      }
    }
    return texts.keys.sorted().compactMap { path in
      guard let (original, contents) = texts[path], contents != original else { return nil }
      return .init(
        path: path, summary: "rename \(old) to \(new) where it is used", original: original,
        contents: contents)
    }
  }

  /// The path of a scene's route as `AppLinks` spells it: by words (`url-list`), or, in a
  /// package made before paths went by words, a hyphen before each capital (`u-r-l-list`).
  private func routePath(of name: String, in moduleFolder: String) -> String {
    let path = SwiftName.linkPath(name)
    let older = SwiftName.linkPathBeforeWords(name)
    guard older != path, let links = try? read("\(moduleFolder)/AppLinks.swift"),
      !links.contains("DeepLinkRoute(\"\(path)\")"), links.contains("DeepLinkRoute(\"\(older)\")")
    else { return path }
    return older
  }

  /// The endings of the types a scene's files declare after its name, such as `Logic` and
  /// `NavigatorInterface`, longest first: a name with one of them is the scene's, and a name
  /// that goes on otherwise (`BookDetail` for `Book`) is another's.
  private func typeEndings(of scene: WrittenScene, named name: String) throws(GenerationError)
    -> [String]
  {
    var endings: Set<String> = []
    for path in scene.files where path.hasSuffix(".swift") {
      let text = try read(path)
      let declaration = #/(?:class|struct|enum|protocol|typealias|actor)\s+([A-Za-z0-9_]+)/#
      for match in text.matches(of: declaration) where match.output.1.hasPrefix(name) {
        let ending = match.output.1.dropFirst(name.count)
        if !ending.isEmpty {
          endings.insert(String(ending))
        }
      }
    }
    return endings.sorted { $0.count > $1.count }
  }

  /// The scene's name as it stands in code: alone or with one of its types' endings, and
  /// nothing else after it.
  private static func namePattern(_ name: String, endings: [String]) -> String {
    let ending = endings.isEmpty ? "" : "(?:" + endings.joined(separator: "|") + ")?"
    return "(?<![A-Za-z0-9_])\(name)(?=\(ending)(?![A-Za-z0-9_]))"
  }

  /// A path with the scene's folder and file names under the new name.
  private func renamedPath(_ path: String, from old: String, to new: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { component in
      guard component.hasPrefix(old) else { return String(component) }
      let rest = component.dropFirst(old.count)
      guard rest.first.map({ !$0.isLowercase && !$0.isNumber }) ?? true else {
        return String(component)
      }
      return new + rest
    }.joined(separator: "/")
  }

  /// A text with the scene's names under the new name: its types (`Old`, `OldView`), its case
  /// (`old`), its link path and, in the scene's own files, its title in words. Another scene
  /// whose name begins with it (`OldDetail`) keeps its own.
  private func renamed(
    _ text: String, from old: String, to new: String, routePath oldPath: String,
    endings: [String], isTheScenesOwn: Bool
  ) -> String {
    var result = text
    // The route's path and the backend's answer first: as texts they hold the name in forms
    // (`stock`, `Stock loaded.`) that the patterns below would otherwise rewrite as code.
    let newPath = SwiftName.linkPath(new)
    for (from, to) in [
      ("\"/\(oldPath)\"", "\"/\(newPath)\""), ("://\(oldPath)\n", "://\(newPath)\n"),
      ("(\"\(oldPath)\")", "(\"\(newPath)\")"), ("GET /\(oldPath)`", "GET /\(newPath)`"),
      ("\"\(SwiftName.words(old)) loaded.\"", "\"\(SwiftName.words(new)) loaded.\""),
    ] {
      result = result.replacingOccurrences(of: from, with: to)
    }
    for (pattern, replacement) in [
      (Self.namePattern(old, endings: endings), new),
      // Not inside a path the loop above wrote (`/stock-level`).
      ("(?<![A-Za-z0-9_./-])\(old.lowerFirst)(?![A-Za-z0-9_-])", new.lowerFirst),
      ("(?<=\\.)\(old.lowerFirst)(?=\\()", new.lowerFirst),
    ] {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
      result = expression.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result),
        withTemplate: NSRegularExpression.escapedTemplate(for: replacement))
    }
    // The title stands in the scene's own texts; elsewhere the same words may be another's.
    if isTheScenesOwn {
      result = result.replacingOccurrences(of: SwiftName.words(old), with: SwiftName.words(new))
    }
    return result
  }

  // MARK: - Finding what new scene wrote

  /// The files and edits of a scene, as `new scene` wrote them.
  private func writtenScene(_ name: String) throws(GenerationError) -> WrittenScene {
    guard let manifest = try? read("Package.swift") else {
      throw GenerationError(
        "no Package.swift here: run 'remove' and 'rename' in the application's package")
    }
    try refuseDLCsOwnPackage(manifest)
    let acts = ActLocation.all(in: folder)
    var found: ActLocation?
    for act in acts.values.sorted(by: { $0.name < $1.name }) {
      if try read("\(act.folder)/\(act.name)Scene.swift").contains("(\(name).Setup)") {
        found = act
      }
    }
    guard let location = found else {
      throw GenerationError("there is no scene '\(name)' in the acts' scene enums")
    }
    var files: [String] = []
    for scenesFolder in [location.folder, location.testFolder, location.snapshotFolder] {
      files += filesUnder("\(scenesFolder)/\(name)")
    }
    guard !files.isEmpty else {
      throw GenerationError("\(location.folder)/\(name) holds no file of \(name)")
    }
    var edited: [(String, String)] = [
      ("\(location.folder)/\(location.name)Scene.swift", ""),
      ("\(location.folder)/\(location.name)Factory.swift", ""),
    ]
    let linkPath = routePath(of: name, in: location.moduleFolder)
    let optional = [
      ("\(location.moduleFolder)/AppLinks.swift", "DeepLinkRoute(\"\(linkPath)\")"),
      ("\(location.moduleFolder)/Backend/AppBackend.swift", "case (.get, \"/\(linkPath)\"):"),
      ("Scripts/links.dlc", "expect scene is \(name)\n"),
    ]
    for (path, mark) in optional {
      if let text = try? read(path), text.contains(mark) {
        edited.append((path, text))
      }
    }
    for index in 0..<2 {
      edited[index].1 = try read(edited[index].0)
    }
    return WrittenScene(location: location, files: files, edited: edited, routePath: linkPath)
  }

  /// Swift source with `replace` applied to its code alone, line by line: not inside a string
  /// literal (one of several lines included), nor in a comment (a block comment included).
  private static func replacingInCode(of text: String, with replace: (Substring) -> String)
    -> String
  {
    var isInMultilineString = false
    var isInBlockComment = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let quotes = line.ranges(of: "\"\"\"").count
      let opensComment = line.contains("/*"), closesComment = line.contains("*/")
      defer {
        if quotes % 2 == 1 { isInMultilineString.toggle() }
        if opensComment, !closesComment { isInBlockComment = true }
        if closesComment { isInBlockComment = false }
      }
      // A line that opens or closes either is left as it is too: it is text or prose in part.
      guard !isInMultilineString, !isInBlockComment, quotes == 0, !opensComment else {
        return String(line)
      }
      return replacingInCode(of: line, with: replace)
    }.joined(separator: "\n")
  }

  /// A line of Swift with `replace` applied to its code alone: not inside a string literal,
  /// nor in the comment that ends it.
  private static func replacingInCode(
    of line: Substring, with replace: (Substring) -> String
  ) -> String {
    var result = ""
    var rest = line
    while !rest.isEmpty {
      let string = rest.firstRange(of: #/"(?:[^"\\]|\\.)*"/#)
      let comment = rest.firstRange(of: "//")
      if let comment, string.map({ comment.lowerBound < $0.lowerBound }) ?? true {
        return result + replace(rest[..<comment.lowerBound]) + rest[comment.lowerBound...]
      }
      guard let string else { return result + replace(rest) }
      result += replace(rest[..<string.lowerBound]) + rest[string]
      rest = rest[string.upperBound...]
    }
    return result
  }

  /// Refuses a removal that would leave a file using the scene's old name.
  private func refuseUses(
    of name: String, outside scene: WrittenScene, endings: [String],
    leaving edits: [GenerationPlan.Edit]
  ) throws(GenerationError) {
    // The scene's name alone or with the ending of a type its files declare (`BookLogic`), but
    // not another scene's name that starts with it (`BookDetail`); or its case in an act's
    // enum, as a link or a handover makes it (`.bookDetail(…)`).
    let pattern =
      Self.namePattern(name, endings: endings)
      + "|(?<=\\.)\(name.lowerFirst)(?=\\()"
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return }
    let skipped = Set(scene.files)
    var uses: [String] = []
    for path in filesUnder("Sources") + filesUnder("Tests") where path.hasSuffix(".swift") {
      guard !skipped.contains(path) else { continue }
      let text = edits.first { $0.path == path }?.contents ?? (try? read(path)) ?? ""
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        // A text or a comment names the scene in prose ("Book detail"), which builds whatever
        // it says: only the code is searched.
        let code = line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"")
        let line = String(code.firstRange(of: "//").map { code[..<$0.lowerBound] } ?? code[...])
        if expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
          uses.append("\(path):\(number + 1)")
        }
      }
    }
    guard uses.isEmpty else {
      throw GenerationError(
        "\(name) is used by code other than what 'new scene' writes for a scene (code of "
          + "your own, or the sign-in and first scene 'new act' writes for its act), at "
          + uses.prefix(5).joined(separator: ", ") + "; change those first")
    }
  }

  /// The files under a folder of the package, by path relative to it, sorted.
  private func filesUnder(_ path: String) -> [String] {
    Self.files(under: folder.appendingPathComponent(path), relativeTo: folder)
  }

  /// The files under a folder, by path relative to `root`, sorted; what a build left in a
  /// `.build` folder is passed over, being no source.
  ///
  /// - Parameters:
  ///   - folder: The folder to walk.
  ///   - root: The folder the paths are relative to: `folder` or one that holds it.
  /// - Returns: The paths.
  static func files(under folder: URL, relativeTo root: URL) -> [String] {
    let rootPath = root.standardizedFileURL.path
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [String] = []
    while let file = walker?.nextObject() as? URL {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      let path = String(file.standardizedFileURL.path.dropFirst(rootPath.count + 1))
      if path.split(separator: "/").contains(".build") { continue }
      files.append(path)
    }
    return files.sorted()
  }
}
