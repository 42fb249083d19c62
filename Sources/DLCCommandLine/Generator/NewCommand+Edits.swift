extension NewCommand {
  /// An edit of a file of the package, made from the text the file has now.
  ///
  /// - Parameters:
  ///   - path: The file, relative to the package.
  ///   - summary: What the edit does, for a person.
  ///   - change: Makes the file's new text from its text now, with ``SourceEdit``.
  /// - Returns: The edit, which keeps the text now as its original.
  /// - Throws: A ``GenerationError`` when the file cannot be read or `change` fails.
  func edit(
    _ path: String, summary: String, _ change: (String) throws -> String
  ) throws(GenerationError) -> GenerationPlan.Edit {
    let original = try read(path)
    do {
      return .init(
        path: path, summary: summary, original: original, contents: try change(original))
    } catch let error as GenerationError {
      throw error
    } catch {
      // SourceEdit throws only GenerationError, but a closure that throws is inferred to throw
      // any error: one from elsewhere is reported as the edit's failure all the same.
      throw GenerationError("cannot edit \(path): \(error)")
    }
  }

  /// The edit that declares `ACTSceneParts`, which a new scene of the act conforms to, beside
  /// the act's container interface: none when the interface declares it, as every act `new`
  /// writes now does (an earlier one's scenes each named their container).
  ///
  /// - Parameters:
  ///   - act: The act's name.
  ///   - folder: The act's folder.
  ///   - interface: The text of `ACTDCInterface.swift` now.
  /// - Returns: The edit, or none.
  func scenePartsEdit(of act: String, in folder: String, interface: String)
    -> [GenerationPlan.Edit]
  {
    guard !interface.contains("protocol \(act)SceneParts") else { return [] }
    return [
      .init(
        path: "\(folder)/\(act)DCInterface.swift",
        summary: "declare \(act)SceneParts, which the act's new scenes conform to",
        original: interface, contents: interface + "\n" + ActTemplate.sceneParts(of: act) + "\n")
    ]
  }

  /// The edit that has the embedded backend, `MODULE/Backend/AppBackend.swift`, answer one
  /// more endpoint.
  ///
  /// - Parameters:
  ///   - endpoint: The endpoint's `case` and answer, as a template writes it.
  ///   - module: The folder of the module's sources.
  ///   - summary: What the edit does, for a person, such as "answer POST /login in AppBackend".
  ///   - need: What adds the endpoint, which a missing backend stops, such as "--with-server
  ///     adds the scene's endpoint".
  /// - Returns: The edit.
  /// - Throws: A ``GenerationError`` when the module has no backend or it has no place for the
  ///   endpoint.
  func backendEdit(
    adding endpoint: String, in module: String, summary: String, for need: String
  ) throws(GenerationError) -> GenerationPlan.Edit {
    let path = "\(module)/Backend/AppBackend.swift"
    guard let backend = try? read(path) else {
      throw GenerationError(
        "\(need) to the embedded backend, \(path), which is not there")
    }
    return .init(
      path: path, summary: summary, original: backend,
      contents: try SourceEdit.addEndpoint(endpoint, in: backend))
  }

  /// The edit that lists the new act among the application's acts, in the file that lists
  /// them; `nil` when no file of the module does.
  ///
  /// - Parameter module: The folder of the module's sources.
  /// - Returns: The edit, if any.
  /// - Throws: A ``GenerationError`` when the list cannot be edited.
  func actListEdit(under module: String) throws(GenerationError) -> GenerationPlan.Edit? {
    guard let (path, text) = fileDeclaringActs(under: module) else { return nil }
    return .init(
      path: path, summary: "list \(request.name) among the acts", original: text,
      contents: try SourceEdit.addItem(
        "\(request.name)Scene.act", toListAfter: "acts: [ActDescription] = [", in: text))
  }
}
