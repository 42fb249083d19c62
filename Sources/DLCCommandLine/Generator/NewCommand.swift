import Foundation

/// `TOOL new app|scene|act`: writes an application, a scene or an act in the project's shape,
/// with its tests, refusing to overwrite anything.
struct NewCommand {
  var request: NewRequest
  var terminal: Terminal
  /// The folder the command runs in: where `new app` makes its folder, and the package `new
  /// scene` and `new act` change.
  var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)

  /// The package a folder is in: the nearest folder up from it that holds a `Package.swift`,
  /// as `swift build` finds it; the folder itself when none does.
  ///
  /// - Parameter start: The folder the command was run in.
  /// - Returns: The package's folder.
  static func package(around start: URL) -> URL {
    var candidate = start.standardizedFileURL
    while true {
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("Package.swift").path)
      {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path else { return start }
      candidate = parent
    }
  }

  /// DLC's own checkout, the one this tool was built from: what a new app depends on by path
  /// unless told otherwise.
  static let dlcCheckout: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Generator
    .deletingLastPathComponent()  // DLCCommandLine
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  func run() -> Int32 {
    do {
      let plan = try makePlan()
      let lines = request.isDryRun ? plan.dryRunReport : try plan.apply()
      lines.forEach(terminal.write)
      return 0
    } catch {
      terminal.writeError(error.message, at: nil)
      return 2
    }
  }

  /// What the request would write and change.
  func makePlan() throws(GenerationError) -> GenerationPlan {
    do {
      switch request.kind {
      case .app:
        try SwiftName.checkApplicationName(request.name)
      case .scene:
        try SwiftName.checkNewTypeName(request.name, for: "the scene's NAME")
      case .act(_, let carrying, _):
        try SwiftName.checkNewTypeName(request.name, for: "the act's NAME") { $0 + "Act" }
        // A type the package does not declare is written as a struct of its own, which must
        // not shadow one the generated code uses.
        try SwiftName.checkNewTypeName(carrying, for: "the TYPE carried") { $0 + "Value" }
      case .removeScene:
        try SwiftName.checkExistingTypeName(request.name, for: "the scene's NAME")
      case .renameScene(let newName):
        try SwiftName.checkExistingTypeName(request.name, for: "the scene's NAME")
        try SwiftName.checkNewTypeName(newName, for: "the scene's NEW name")
      }
    } catch {
      throw GenerationError(error.message)
    }

    switch request.kind {
    case .app(let at, let dlc):
      return try appPlan(at: at, dlc: dlc)
    case .scene(let act, let isModal, let withServer, let shape):
      return try scenePlan(act: act, isModal: isModal, withServer: withServer, shape: shape)
    case .act(let after, let carrying, let signedIn):
      return try actPlan(after: after, carrying: carrying, signedIn: signedIn)
    case .removeScene:
      return try removeScenePlan()
    case .renameScene(let newName):
      return try renameScenePlan(to: newName)
    }
  }

  // MARK: - An application

  /// The schemes of the URLs SwiftPM clones a package from.
  private static let cloneSchemes: Set<String> = ["https", "http", "ssh", "git", "file"]

  private func appPlan(at: String?, dlc: String?) throws(GenerationError) -> GenerationPlan {
    let parent =
      at.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL } ?? folder
    let target = parent.appendingPathComponent(request.name, isDirectory: true)
    let dependency: String
    if let dlc, dlc.contains("://") {
      let scheme = dlc.prefix { $0 != ":" }.lowercased()
      guard Self.cloneSchemes.contains(scheme) else {
        throw GenerationError(
          "'--dlc' needs a URL SwiftPM can clone (https, http, ssh, git or file), not one that "
            + "starts \(scheme)://")
      }
      dependency = ".package(url: \(SwiftName.stringLiteral(dlc)), branch: \"main\")"
    } else {
      let path =
        dlc.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
        ?? Self.dlcCheckout
      guard
        FileManager.default.fileExists(atPath: path.appendingPathComponent("Package.swift").path)
      else {
        throw GenerationError("'\(path.path)' is not a DLC checkout: it has no Package.swift")
      }
      dependency = ".package(name: \"DLC\", path: \(SwiftName.stringLiteral(path.path)))"
    }
    let format =
      (try? String(
        contentsOf: Self.dlcCheckout.appendingPathComponent(".swift-format"), encoding: .utf8))
      ?? "{ \"version\": 1, \"lineLength\": 100, \"indentation\": { \"spaces\": 2 } }\n"
    let template = AppTemplate(
      name: request.name, dlcDependency: dependency, formatConfiguration: format)
    let relative = at.map { "\($0)/\(request.name)" } ?? request.name
    return GenerationPlan(
      folder: target,
      files: template.files.map { GenerationPlan.NewFile(path: $0.path, contents: $0.contents) },
      nextStep: "cd \(relative) && swift run \(template.executable)")
  }

  // MARK: - A scene

  private func scenePlan(
    act: String, isModal: Bool, withServer: Bool, shape: NewRequest.SceneShape = .plain
  )
    throws(GenerationError) -> GenerationPlan
  {
    let acts = try actsOfThePackage()
    guard let location = acts[act] else {
      throw GenerationError(
        "there is no act '\(act)'; the acts are \(acts.keys.sorted().joined(separator: ", "))")
    }
    try refuseSceneNameTaken(request.name, acts: acts)
    let template = SceneTemplate(
      name: request.name, act: act, module: location.module, isModal: isModal,
      withServer: withServer, requiresSignIn: isSignedIn(act, in: location.moduleFolder),
      isList: shape == .list, isForm: shape == .form)
    // Each file declares the type it is named for (GiftLogic.swift, GiftLogic): one the package
    // has already, or a file of the same name in the module, would not build.
    try refuseNamesOfThePackage(
      declaring: template.sources.map { Self.typeName(ofFile: $0.path) },
      writing: template.sources.map(\.path) + template.tests.map(\.path))
    var plan = GenerationPlan(folder: folder, nextStep: "swift test")
    let interface = try read("\(location.folder)/\(act)DCInterface.swift")
    plan.edits += scenePartsEdit(of: act, in: location.folder, interface: interface)
    if withServer {
      guard interface.contains("var server:") else {
        throw GenerationError(
          "--with-server needs a server worker in \(act)DCInterface ('var server:')")
      }
      plan.edits.append(
        try backendEdit(
          adding: template.endpoint, in: location.moduleFolder,
          summary: "answer GET \(template.endpointPath) in AppBackend",
          for: "--with-server adds the scene's endpoint"))
    }
    plan.files = template.files(
      sourcesIn: location.folder, testsIn: location.testFolder,
      snapshotsIn: location.snapshotFolder)
    try refuseLinesTooLong(in: plan.files, title: template.title)
    plan.edits.append(
      try edit(
        "\(location.folder)/\(act)Scene.swift",
        summary: "add case \(request.name.lowerFirst) to \(act)Scene"
      ) { try SourceEdit.addScene(request.name, toEnumOf: act, in: $0) })
    plan.edits.append(
      try edit(
        "\(location.folder)/\(act)Factory.swift",
        summary: "build \(request.name) in \(act)Factory.scene(_:)"
      ) { try SourceEdit.addScene(request.name, toFactoryOf: act, in: $0) })
    plan.edits += try linkEdits(for: request.name, of: act, in: location.moduleFolder)
    return plan
  }

  /// The route of a new scene in `AppLinks`, and its visit in `Scripts/links.dlc`: none when
  /// the package has no `AppLinks`, or no way for a link to enter the scene's act.
  ///
  /// - Parameters:
  ///   - scene: The scene's name.
  ///   - act: The act it belongs to.
  ///   - module: The folder of the module's sources, where `AppLinks.swift` is.
  ///   - edited: Edits already planned, which the new ones build on: an edit of a file planned
  ///     there takes that edit's place, with both summaries.
  ///   - signIn: The script lines that sign in, when the act is a signed-in act not yet on
  ///     the disk; `nil` reads from the disk whether the act is signed in.
  /// - Returns: The edits of `AppLinks.swift` and `Scripts/links.dlc`.
  /// - Throws: A ``GenerationError`` naming what `AppLinks.swift` lacks.
  func linkEdits(
    for scene: String, of act: String, in module: String, after edited: [GenerationPlan.Edit] = [],
    signIn: String? = nil
  ) throws(GenerationError) -> [GenerationPlan.Edit] {
    let linksPath = "\(module)/AppLinks.swift"
    let planned = edited.first { $0.path == linksPath }
    guard let links = planned?.contents ?? (try? read(linksPath)) else { return [] }
    let sceneCase = ".\(scene.lowerFirst)(.init())"
    let building: String
    let signsIn = signIn != nil || isSignedIn(act, in: module)
    if signsIn {
      // A link into a signed-in act shows the sign-in form, which goes on to the scene once
      // the person has signed in, unless a session runs: no link reaches the act without one.
      // An application an earlier `new act` wrote has only the form, which still builds.
      let act1 = ActLocation.all(in: folder)["Act1"]
      let factoryPath = act1.map { "\($0.folder)/Act1Factory.swift" }
      let factory =
        edited.first { $0.path == factoryPath }?.contents
        ?? factoryPath.flatMap { try? read($0) } ?? ""
      building =
        factory.contains("func sceneOnceSignedIn(")
        ? "$0.factory.sceneOnceSignedIn(\(sceneCase))"
        : "$0.factory.scene(.signIn(.init(then: \(sceneCase))))"
    } else if act == "Act1" {
      building = "$0.factory.scene(\(sceneCase))"
    } else if links.contains("static func \(act.lowerFirst)DC(") {
      // An earlier `new app` wrote factories that hold their container unowned, and a helper
      // that keeps a container alive while its factory builds.
      building =
        links.contains("static func scene<Container")
        ? "scene(of: \(act.lowerFirst)DC($0)) { $0.scene(\(sceneCase)) }"
        : "\(act.lowerFirst)DC($0).factory.scene(\(sceneCase))"
    } else {
      return []
    }
    let path = SwiftName.linkPath(scene)
    var edits: [GenerationPlan.Edit] = [
      .init(
        path: linksPath,
        summary: [planned?.summary, "route /\(path) to \(scene) in AppLinks"].compactMap { $0 }
          .joined(separator: "; "),
        original: planned?.original ?? links,
        contents: try SourceEdit.addRoute(path: path, building: building, in: links))
    ]
    let scheme = links.firstRange(of: "scheme: \"").flatMap { start in
      links[start.upperBound...].firstIndex(of: "\"").map { links[start.upperBound..<$0] }
    }
    if let scheme, let script = try? read("Scripts/links.dlc") {
      // Home first ends any session an earlier visit signed in to, so that the visit signs in
      // whatever came before it.
      let endsSession = signsIn && links.contains("DeepLinkRoute(\"home\")")
      edits.append(
        .init(
          path: "Scripts/links.dlc", summary: "visit \(scene) by its link", original: script,
          contents: script + (endsSession ? "open \(scheme)://home\n" : "")
            + "open \(scheme)://\(path)\n" + (signsIn ? signIn ?? signInLines(in: module) : "")
            + "expect scene is \(scene)\n"))
    }
    return edits
  }

  /// Whether an act is signed in: it then has a session, `ACT/ACTSession.swift`.
  func isSignedIn(_ act: String, in module: String) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("\(module)/\(act)/\(act)Session.swift").path)
  }

  /// The lines of `links.dlc` that sign in with the seeded account, read from the backend's
  /// accounts.
  private func signInLines(in module: String) -> String {
    let accounts = (try? read("\(module)/Backend/AppAccounts.swift")) ?? ""
    func constant(_ name: String) -> String {
      guard let start = accounts.firstRange(of: "static let \(name) = \"") else { return "" }
      let rest = accounts[start.upperBound...]
      return String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
    }
    return "expect scene is \(SignInTemplate.name)\ntype email \(constant("email"))\n"
      + "type password \(constant("password"))\ntap submit\n"
  }

  // MARK: - An act

  private func actPlan(after: String, carrying: String, signedIn: Bool = false)
    throws(GenerationError) -> GenerationPlan
  {
    let acts = try actsOfThePackage()
    guard let previous = acts[after] else {
      throw GenerationError(
        "there is no act '\(after)'; the acts are \(acts.keys.sorted().joined(separator: ", "))")
    }
    guard acts[request.name] == nil else {
      throw GenerationError("'\(request.name)' is already an act")
    }
    try refuseNamesOfThePackage()
    // The value is made as `TYPE()` in the handover and its tests: a scene, an act or an act's
    // own type is no value one act hands the next, and has no such initializer.
    let actTypes = acts.keys.flatMap { act in
      [act, "\(act)DC", "\(act)DCInterface", "\(act)Factory", "\(act)Scene"]
    }
    if actTypes.contains(carrying) || (try? refuseSceneNameTaken(carrying, acts: acts)) == nil {
      throw GenerationError(
        "'\(carrying)' is a scene or an act of the application, not a value one act hands the "
          + "next: name a type of its own, such as Cart")
    }
    for other in acts.values {
      let enumText = try read("\(other.folder)/\(other.name)Scene.swift")
      if enumText.contains("(\(request.name)Home.Setup)") {
        throw GenerationError(
          "'\(request.name)Home', the act's first scene, is already a scene of \(other.name)")
      }
    }
    let interface = try read("\(previous.folder)/\(after)DCInterface.swift")
    let actsFolder = (previous.folder as NSString).deletingLastPathComponent
    guard !isSignedIn(after, in: actsFolder) else {
      // A link reaches a signed-in act through the sign-in form, which opens a scene of that
      // act: none can go on over its handover, so no link would reach the new act's scenes.
      throw GenerationError(
        "'\(after)' is signed in, and no link could reach an act after it: add the scenes to "
          + "\(after), or the act after an act that is not signed in")
    }
    let testsFolder = "Tests/\(previous.module)Tests"
    var files: [GenerationPlan.NewFile] = []
    if signedIn {
      return try signedInActPlan(
        after: previous, carrying: carrying, interface: interface, actsFolder: actsFolder,
        testsFolder: testsFolder, acts: acts)
    }
    let sample: String
    switch carrying {
    case "String": sample = "\"\""
    case "Int": sample = "0"
    case "Double": sample = "0.0"
    case "Bool": sample = "false"
    default:
      sample = "\(carrying)()"
      if !typeIsDeclared(carrying) {
        files.append(
          .init(
            path: "\(actsFolder)/\(request.name)/\(carrying).swift",
            contents: """
              /// What \(after) hands over to \(request.name); add what it needs to carry.
              struct \(carrying): Sendable, Equatable {}

              """))
      }
    }
    let template = ActTemplate(
      name: request.name, previous: previous, carrying: carrying,
      hasServer: interface.contains("var server:"), sampleValue: sample)
    files += template.files(
      sourcesIn: actsFolder, testsIn: testsFolder, snapshotsIn: "Tests/Snapshots")
    var plan = GenerationPlan(
      folder: folder, files: files,
      nextStep: "\(toolInvocation) new scene NAME --act \(request.name)")

    plan.edits.append(
      try edit(
        "\(previous.folder)/\(after)Factory.swift",
        summary: "hand over to \(request.name) with \(template.handoverName)"
      ) {
        try SourceEdit.addMember(
          template.handover, toTypeOpenedBy: "\(after)Factory: ActFactory", in: $0)
      })
    let linksPath = "\(actsFolder)/AppLinks.swift"
    if let links = try? read(linksPath),
      after == "Act1" || links.contains("static func \(after.lowerFirst)DC(")
    {
      plan.edits.append(
        .init(
          path: linksPath, summary: "let links enter \(request.name) in AppLinks", original: links,
          contents: try SourceEdit.addMember(
            template.linkEntry(
              keepsContainersAlive: links.contains("static func scene<Container")),
            toTypeOpenedBy: "enum AppLinks", in: links)))
    }
    let routes = try linkEdits(
      for: template.first.name, of: request.name, in: actsFolder, after: plan.edits)
    plan.edits.removeAll { edit in routes.contains { $0.path == edit.path } }
    plan.edits += routes
    if let listing = try actListEdit(under: actsFolder) {
      plan.edits.append(listing)
    }
    return plan
  }

  // MARK: - The package

  /// Refuses a scene or act whose name, or a name its files declare, is already the name of a
  /// type or a target of the package: the application's own (`Shop`, `ShopScenes`), an act's
  /// (`Act1DC`, `Act1Scene`), or any type its sources declare.
  func refuseNamesOfThePackage(
    for name: String? = nil, declaring sceneTypes: [String] = [], writing files: [String] = [],
    inPlaceOf removed: [String] = []
  ) throws(GenerationError) {
    let name = name ?? request.name
    let declared: [String]
    switch request.kind {
    case .act:
      declared = [name, "\(name)DC", "\(name)DCInterface", "\(name)Factory", "\(name)Scene"]
    default: declared = [name] + sceneTypes.filter { $0 != name }
    }
    let written = Set(files.map { ($0 as NSString).lastPathComponent })
    // A file the plan moves away (a renamed scene's, its own test included) is no clash.
    let root = folder.standardizedFileURL.path.count + 1
    let staying = swiftFiles().filter { !removed.contains(String($0.path.dropFirst(root))) }
    if let clash = staying.first(where: { written.contains($0.lastPathComponent) }) {
      throw GenerationError(
        "'\(name)' would write \(clash.lastPathComponent), a file name the package has "
          + "already at \(clash.path.dropFirst(root)); choose another name")
    }
    // The package's own name names no module, so a scene may share it (the Counter's does);
    // a target's or a product's name is a module a type of that name would shadow.
    let manifest =
      (try? String(
        contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    let modules = manifest.replacingOccurrences(
      of: #"Package\(\s*name:\s*"[^"]*""#, with: "Package(", options: .regularExpression)
    let declaredAlready = declaredTypes(among: declared)
    for type in declared {
      if modules.contains("name: \"\(type)\"") {
        throw GenerationError(
          "'\(name)' would declare \(type), the name of one of the package's targets or "
            + "products; choose another name")
      }
      if declaredAlready.contains(type) {
        throw GenerationError(
          "'\(name)' would declare \(type), which the package declares already; "
            + "choose another name")
      }
    }
  }

  /// Refuses a scene name that an act or a scene of the package has. An act's enum names the
  /// act in a string too, so an act's name is refused as one first.
  func refuseSceneNameTaken(_ name: String, acts: [String: ActLocation]) throws(GenerationError) {
    if acts[name] != nil {
      throw GenerationError("'\(name)' is the name of an act; choose another for the scene")
    }
    for other in acts.values {
      let enumText = try read("\(other.folder)/\(other.name)Scene.swift")
      if enumText.contains("\"\(name)\"") || enumText.contains("(\(name).Setup)") {
        throw GenerationError("'\(name)' is already a scene of \(other.name)")
      }
      // `TOME` beside `Tome`: one case name in the enum (`tome`), and one file name on a disk
      // that ignores case.
      for match in enumText.matches(of: #/\((\w+)\.Setup\)/#)
      where match.output.1.lowercased() == name.lowercased() {
        throw GenerationError(
          "'\(name)' differs from \(other.name)'s scene '\(match.output.1)' only in case; "
            + "choose another name")
      }
    }
  }

  /// Refuses a name whose words make a line longer than `swift format` allows: the title
  /// (`Aa bb cc …`, a word a capital) and the link's path stand whole in the code and tests,
  /// where no formatting can break them, so what `new` writes would not be lint-clean.
  func refuseLinesTooLong(
    in files: [GenerationPlan.NewFile], title: String, name: String? = nil
  ) throws(GenerationError) {
    let name = name ?? request.name
    // Comments may run longer: swift format neither breaks nor reports them.
    let isTooLong = { (line: Substring) in
      line.count > 100 && !line.drop { $0 == " " }.hasPrefix("//")
    }
    for file in files where file.path.hasSuffix(".swift") {
      guard file.contents.split(separator: "\n").contains(where: isTooLong) else { continue }
      throw GenerationError(
        "'\(name)' is too long for its files: its title, '\(title)', makes a line of "
          + "\((file.path as NSString).lastPathComponent) longer than the 100 columns swift "
          + "format allows; choose a name of fewer words or characters")
    }
  }

  /// The tool's name, for the next command to run.
  static var toolName: String {
    CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "TOOL"
  }

  /// How to run this tool again in the package: `swift run TOOL` when the package builds it
  /// (an application's own tool), else the tool as it was started (`dlc`, by its path).
  var toolInvocation: String {
    let packageText = (try? read("Package.swift")) ?? ""
    return packageText.contains("name: \"\(Self.toolName)\"")
      ? "swift run \(Self.toolName)" : CommandLine.arguments.first ?? "TOOL"
  }

  private func actsOfThePackage() throws(GenerationError) -> [String: ActLocation] {
    guard let manifest = try? read("Package.swift") else {
      throw GenerationError(
        "no Package.swift here: run 'new scene' and 'new act' in the application's package")
    }
    try refuseDLCsOwnPackage(manifest)
    let acts = ActLocation.all(in: folder)
    guard !acts.isEmpty else {
      throw GenerationError(
        "this package has no act (a file ACTScene.swift that declares 'enum ACTScene: "
          + "ActScene'): 'new scene' and 'new act' grow an application that 'new app' wrote")
    }
    return acts
  }

  /// Refuses DLC's own package, whose demo application's scenes are written by hand in a shape
  /// of their own (its tests, snapshots and links), which what `new` writes does not fit.
  ///
  /// - Parameter manifest: The text of the package's `Package.swift`.
  /// - Throws: A ``GenerationError`` when the package is DLC's.
  func refuseDLCsOwnPackage(_ manifest: String) throws(GenerationError) {
    // The package's own name, not a dependency's product of that name.
    let ownName = manifest.firstRange(of: "Package(").map {
      manifest[$0.upperBound...].drop { $0.isWhitespace }
    }
    guard ownName?.hasPrefix("name: \"DLC\"") == true else { return }
    throw GenerationError(
      "this is DLC's own package, whose scenes are written by hand: run 'new' in an "
        + "application's package, such as one 'new app' writes")
  }

  func read(_ path: String) throws(GenerationError) -> String {
    do {
      return try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    } catch {
      throw GenerationError("cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// The type a generated file declares: the one it is named for.
  static func typeName(ofFile path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Every Swift file of the package's sources, and of its tests unless told otherwise.
  private func swiftFiles(includingTests: Bool = true) -> [URL] {
    var files: [URL] = []
    for top in includingTests ? ["Sources", "Tests"] : ["Sources"] {
      let walker = FileManager.default.enumerator(
        at: folder.appendingPathComponent(top), includingPropertiesForKeys: nil,
        options: [.skipsHiddenFiles])
      while let file = walker?.nextObject() as? URL {
        if file.pathExtension == "swift" {
          files.append(file.standardizedFileURL)
        }
      }
    }
    return files
  }

  /// Which of these types the package's sources declare, each file read once.
  private func declaredTypes(among types: [String]) -> Set<String> {
    var found: Set<String> = []
    for file in swiftFiles(includingTests: false) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for type in types where !found.contains(type) {
        for keyword in ["struct", "class", "enum", "actor", "typealias", "protocol"]
        where text.contains("\(keyword) \(type) ") || text.contains("\(keyword) \(type):") {
          found.insert(type)
        }
      }
    }
    return found
  }

  /// Whether a type of that name is declared anywhere in the package's sources.
  func typeIsDeclared(_ type: String) -> Bool {
    declaredTypes(among: [type]).contains(type)
  }

  /// The package's Swift file, its tests' included, that declares a type with this opening
  /// (`final class Act1DCStub:`), wherever a person moved it; `nil` when none does.
  func fileDeclaring(_ opening: String) -> String? {
    let root = folder.standardizedFileURL.path
    for file in swiftFiles() {
      guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains(opening)
      else { continue }
      return String(file.path.dropFirst(root.count + 1))
    }
    return nil
  }

  /// The file of the acts' module that lists the application's acts,
  /// `static let acts: [ActDescription] = [ … ]`.
  func fileDeclaringActs(under module: String) -> (String, String)? {
    let walker = FileManager.default.enumerator(
      at: folder.appendingPathComponent(module), includingPropertiesForKeys: nil,
      options: [.skipsHiddenFiles])
    let root = folder.standardizedFileURL.path
    while let file = walker?.nextObject() as? URL {
      if file.lastPathComponent == ".build" || file.lastPathComponent == "Tests" {
        walker?.skipDescendants()
        continue
      }
      guard file.pathExtension == "swift",
        let text = try? String(contentsOf: file, encoding: .utf8),
        text.contains("acts: [ActDescription] = [")
      else { continue }
      return (String(file.standardizedFileURL.path.dropFirst(root.count + 1)), text)
    }
    return nil
  }
}
