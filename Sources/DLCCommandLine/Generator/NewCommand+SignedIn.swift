import Foundation

extension NewCommand {
  /// What `new act NAME --after Act1 --carrying TYPE --signed-in` writes and changes: the act,
  /// on a session of an account of type TYPE; the sign-in scene in Act1 and the handover to
  /// the act; `/login` in the embedded backend, with a seeded account; and the route of the
  /// act's first scene, through the sign-in.
  ///
  /// - Parameters:
  ///   - previous: The act it follows, which must be Act1.
  ///   - carrying: The account's type, which the command writes.
  ///   - interface: The text of Act1's container interface.
  ///   - actsFolder: The module's folder of acts.
  ///   - testsFolder: The module's test folder.
  ///   - acts: The package's acts.
  /// - Returns: The plan.
  /// - Throws: A ``GenerationError`` naming what the package lacks for a sign-in.
  func signedInActPlan(
    after previous: ActLocation, carrying: String, interface: String, actsFolder: String,
    testsFolder: String, acts: [String: ActLocation]
  ) throws(GenerationError) -> GenerationPlan {
    guard previous.name == "Act1" else {
      throw GenerationError(
        "a signed-in act follows Act1, whose sign-in scene hands over to it, not '\(previous.name)'"
      )
    }
    guard interface.contains("var server:"), interface.contains("var store:") else {
      throw GenerationError(
        "a signed-in act needs a server worker and a store in Act1DCInterface "
          + "('var server:' and 'var store:'), as 'new app' writes them")
    }
    if let other = acts.keys.sorted().first(where: { isSignedIn($0, in: actsFolder) }) {
      throw GenerationError("the application already signs in, to \(other)")
    }
    let enumPath = "\(previous.folder)/Act1Scene.swift"
    let enumText = try read(enumPath)
    guard !enumText.contains("(\(SignInTemplate.name).Setup)") else {
      throw GenerationError("'\(SignInTemplate.name)' is already a scene of Act1")
    }
    guard !typeIsDeclared(carrying) else {
      throw GenerationError(
        "--signed-in writes \(carrying), the account signed in to, which is already declared")
    }
    // The seeded password and token start with the links' scheme, the executable's name.
    let links = (try? read("\(actsFolder)/AppLinks.swift")) ?? ""
    var scheme = previous.module.lowercased()
    if let start = links.firstRange(of: "scheme: \""),
      let end = links[start.upperBound...].firstIndex(of: "\"")
    {
      scheme = String(links[start.upperBound..<end])
    }
    let signIn = SignInTemplate(
      act: request.name, previous: previous.name, account: carrying, module: previous.module,
      executable: scheme)
    let template = ActTemplate(
      name: request.name, previous: previous, carrying: carrying, hasServer: true,
      sampleValue: "AppAccounts.seeded", signIn: signIn)
    let files = [signIn as any FileTemplate, template].flatMap {
      $0.files(sourcesIn: actsFolder, testsIn: testsFolder, snapshotsIn: "Tests/Snapshots")
    }
    var plan = GenerationPlan(
      folder: folder, files: files,
      nextStep: "\(toolInvocation) new scene NAME --act \(request.name)")

    // Act 1's container keeps the running session, which its factory hands over and links read.
    let sceneParts = scenePartsEdit(of: previous.name, in: previous.folder, interface: interface)
    plan.edits.append(
      .init(
        path: "\(previous.folder)/Act1DCInterface.swift",
        summary: (sceneParts.map(\.summary) + ["require \(template.sessionName)"])
          .joined(separator: "; "),
        original: interface,
        contents: try SourceEdit.addMember(
          template.sessionRequirement, toTypeOpenedBy: "protocol Act1DCInterface",
          in: sceneParts.first?.contents ?? interface)))
    // Where `new app` wrote them, unless a person has moved them since.
    for (written, type) in [
      ("\(previous.folder)/Act1DC.swift", "Act1DC"),
      ("\(testsFolder)/Support/Act1DCStub.swift", "Act1DCStub"),
    ] {
      let path = fileDeclaring("final class \(type):") ?? written
      plan.edits.append(
        try edit(path, summary: "keep \(template.sessionName) in \(type)") {
          try SourceEdit.addMember(
            template.sessionHolder, toTypeOpenedBy: "final class \(type):", in: $0)
        })
    }
    plan.edits.append(
      .init(
        path: enumPath, summary: "add case signIn to Act1Scene", original: enumText,
        contents: try SourceEdit.addScene(SignInTemplate.name, toEnumOf: "Act1", in: enumText)))
    plan.edits.append(
      try edit(
        "\(previous.folder)/Act1Factory.swift",
        summary: "build SignIn, and hand over to \(request.name) with \(template.handoverName)"
      ) {
        try SourceEdit.addMember(
          template.handover, toTypeOpenedBy: "Act1Factory: ActFactory",
          in: try SourceEdit.addScene(SignInTemplate.name, toFactoryOf: "Act1", in: $0))
      })
    plan.edits.append(
      try backendEdit(
        adding: signIn.endpoint, in: actsFolder, summary: "answer POST /login in AppBackend",
        for: "a signed-in act adds POST /login"))
    plan.edits += try linkEdits(
      for: template.first.name, of: request.name, in: actsFolder, after: plan.edits,
      signIn: signIn.scriptLines)
    if let listing = try actListEdit(under: actsFolder) {
      plan.edits.append(listing)
    }
    return plan
  }
}
