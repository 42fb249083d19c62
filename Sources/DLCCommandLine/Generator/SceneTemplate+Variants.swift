/// The parts `--list` and `--form` add to a scene: a list with selection, or a form with
/// validation and a submit button disabled until the form is valid; each with its state, its
/// elements, its presenter methods, its use cases and their tests.
extension SceneTemplate {
  /// The rows a `--list` scene starts with.
  static let listRows = ["First", "Second", "Third"]
  /// The most characters a `--form` scene's name takes.
  static let nameLimit = 40

  /// What the root scene's `Setup` holds: the links it lists.
  var rootSetup: String {
    guard let rootScheme else { return "" }
    // An initializer, not a default value: a stored property's default that reads AppLinks
    // would make the scene enum, the routes and this Setup depend on one another.
    return [
      "", "    /// The links of the application's other scenes, one a row.",
      "    var links: [String]", "",
      "    /// Lists the given links, or every link of the application but \(name)'s own, with",
      "    /// the sample values its routes give (a route whose values have none is left out).",
      "    init(links: [String]? = nil) {",
      "      let own = \"\(rootScheme)://home\"",
      "      self.links = links ?? AppLinks.router.sampleLinks.filter { $0 != own }",
      "    }", "  ",
    ].joined(separator: "\n")
  }

  /// The state's extra properties.
  var variantState: String {
    if isList {
      return """


            /// The rows of the list.
            var rows = [\(Self.listRows.map { "\"\($0)\"" }.joined(separator: ", "))]
            /// The row selected, from 0; `nil` before any.
            var selectedRow: Int?
        """
    }
    if isForm {
      return """


            /// The name typed in the form.
            var name = ""
        """
    }
    return ""
  }

  /// The view's extra elements: each declaration, and its id.
  var variantElements: [(declaration: String, id: String)] {
    if rootScheme != nil {
      return [("let scenes = ListView(id: \"scenes\")", "scenes")]
    }
    if isList {
      return [("let rows = ListView(id: \"rows\")", "rows")]
    }
    if isForm {
      return [
        ("let name = TextField(id: \"name\", placeholder: \"a name\")", "name"),
        ("let error = Label(id: \"error\")", "error"),
        ("let submit = Button(id: \"submit\", title: \"Submit\")", "submit"),
      ]
    }
    return []
  }

  /// The presenter interface's extra requirements.
  var variantPresenterRequirements: String {
    if rootScheme != nil {
      return """

          /// Shows the links of the other scenes, one a row, none selected.
          func showLinks(_ links: [String])
        """
    }
    if isList {
      return """

          /// Shows the list's rows, and which one is selected.
          func showRows(_ rows: [String], selected: Int?)
        """
    }
    if isForm {
      return """

          /// Shows what is wrong with the form, if anything, and whether it can be submitted.
          func showForm(error: String, canSubmit: Bool)
        """
    }
    return ""
  }

  /// The presenter's extra methods.
  var variantPresenterMethods: String {
    if rootScheme != nil {
      return """


          func showLinks(_ links: [String]) {
            view?.scenes.rows = links
            view?.scenes.selectedIndex = nil
          }
        """
    }
    if isList {
      return """


          func showRows(_ rows: [String], selected: Int?) {
            view?.rows.rows = rows
            view?.rows.selectedIndex = selected
          }
        """
    }
    if isForm {
      return """


          func showForm(error: String, canSubmit: Bool) {
            view?.error.text = error
            view?.submit.isEnabled = canSubmit
          }
        """
    }
    return ""
  }

  /// The presenter's doc comment: a sentence a line, one for each thing it shows.
  var presenterDocumentation: String {
    var lines = ["Puts the message in `message`."]
    if rootScheme != nil { lines.append("Puts the links in `scenes`.") }
    if isList { lines.append("Puts the rows and the selection in `rows`.") }
    if isForm { lines.append("Puts what is wrong in `error`; enables `submit` once all is well.") }
    if withServer { lines.append("Disables `load` while an answer is awaited.") }
    return lines.map { "/// \($0)" }.joined(separator: "\n")
  }

  /// The interactor's doc comment: a sentence a line, one for each event it binds.
  var interactorDocumentation: String {
    var lines = ["A tap on `ok` acknowledges the message."]
    if rootScheme != nil { lines.append("A row of `scenes` opens its link.") }
    if isList { lines.append("A row of `rows` is selected.") }
    if isForm { lines.append("What is typed in `name` is checked; `submit` submits.") }
    if withServer { lines.append("A tap on `load` asks the server.") }
    if isModal { lines.append("A tap on `close` closes.") }
    if signsOut { lines.append("A tap on `signOut` signs out.") }
    return lines.map { "/// \($0)" }.joined(separator: "\n")
  }

  /// The interactor's extra bindings.
  var variantBindings: [String] {
    if rootScheme != nil {
      return ["view.scenes.onSelect = { [logic] in logic.open($0) }"]
    }
    if isList {
      return ["view.rows.onSelect = { [logic] in logic.select($0) }"]
    }
    if isForm {
      return [
        "view.name.onChange = { [logic] in logic.changeName($0) }",
        "view.submit.onTap = { [logic] in logic.submit() }",
      ]
    }
    return []
  }

  /// The logic interface's extra requirements.
  var variantLogicRequirements: [String] {
    if rootScheme != nil {
      return ["  /// Opens the link of a row, from 0.", "  func open(_ row: Int)"]
    }
    if isList {
      return ["  /// Selects a row, from 0.", "  func select(_ row: Int)"]
    }
    if isForm {
      return [
        "  /// Takes the name as typed, and checks it.", "  func changeName(_ name: String)",
        "  /// Submits the form, once it is valid.", "  func submit()",
      ]
    }
    return []
  }

  /// What `start()` shows besides the message.
  var variantStart: String {
    if rootScheme != nil {
      return "\n    presenter.showLinks(setup.links)"
    }
    if isList {
      return "\n    presenter.showRows(state.rows, selected: state.selectedRow)"
    }
    if isForm {
      return "\n    presenter.showForm(error: \"\", canSubmit: false)"
    }
    return ""
  }

  /// The logic's extra use cases.
  var variantUseCases: [String] {
    if rootScheme != nil {
      return [
        """
          override func resume() {
            // Back from the scene a row opened: the list shows again with no row selected.
            presenter.showLinks(setup.links)
          }

          func open(_ row: Int) {
            guard setup.links.indices.contains(row) else { return }
            navigator.open(setup.links[row])
          }
        """
      ]
    }
    if isList {
      return [
        """
          func select(_ row: Int) {
            guard state.rows.indices.contains(row) else { return }
            state.selectedRow = row
            state.message = "Selected \\(state.rows[row])."
            presenter.showRows(state.rows, selected: row)
            presenter.showMessage(state.message)
          }
        """
      ]
    }
    if isForm {
      return [
        """
          func changeName(_ name: String) {
            state.name = name
            let error = Self.problem(with: name)
            presenter.showForm(error: error ?? "", canSubmit: error == nil)
          }
        """,
        """
          func submit() {
            guard Self.problem(with: state.name) == nil else { return }
            state.message = "Saved \\(state.name)."
            presenter.showMessage(state.message)
          }
        """,
        """
          /// What is wrong with a name, or `nil` when it can be submitted.
          static func problem(with name: String) -> String? {
            if name.trimmingCharacters(in: .whitespaces).isEmpty {
              return "Enter a name."
            }
            if name.count > \(Self.nameLimit) {
              return "A name has at most \(Self.nameLimit) characters."
            }
            return nil
          }
        """,
      ]
    }
    return []
  }

  /// The presenter spy's extra methods.
  var variantSpyMethods: [String] {
    if rootScheme != nil {
      return ["func showLinks(_ links: [String]) { record(links) }"]
    }
    if isList {
      return ["func showRows(_ rows: [String], selected: Int?) { record(rows, selected as Any) }"]
    }
    if isForm {
      return ["func showForm(error: String, canSubmit: Bool) { record(error, canSubmit) }"]
    }
    return []
  }

  /// The presenter calls `start()` makes besides the message, as a spy expects them.
  var variantStartCalls: String {
    if rootScheme != nil {
      return "\n        $0.showLinks(\(name).Setup().links)"
    }
    if isList {
      let rows = Self.listRows.map { "\"\($0)\"" }.joined(separator: ", ")
      return "\n        $0.showRows([\(rows)], selected: nil)"
    }
    if isForm {
      return "\n        $0.showForm(error: \"\", canSubmit: false)"
    }
    return ""
  }

  /// The logic tests of the variant's use cases.
  var variantLogicTests: [String] {
    if rootScheme != nil {
      return [
        logicTest(
          "openingARowOpensItsLink",
          setup: "\(name).Setup(links: [\"app://first\", \"app://second\"])",
          body: ["navigator.expect { $0.open(\"app://second\") }", "", "logic.open(1)"]),
        logicTest(
          "comingBackShowsTheLinksWithNoRowSelected",
          setup: "\(name).Setup(links: [\"app://first\"])",
          body: ["logic.resume()", "", "presenter.assertCalls { $0.showLinks([\"app://first\"]) }"]),
      ]
    }
    let rows = Self.listRows.map { "\"\($0)\"" }.joined(separator: ", ")
    if isList {
      return [
        logicTest(
          "selectingARowShowsIt",
          body: [
            "logic.select(1)",
            "",
            "presenter.assertCalls {",
            "  $0.showRows([\(rows)], selected: 1)",
            "  $0.showMessage(\"Selected \(Self.listRows[1]).\")",
            "}",
            "#expect(logic.state.selectedRow == 1)",
          ])
      ]
    }
    if isForm {
      return [
        logicTest(
          "anEmptyNameCannotBeSubmitted",
          body: [
            "logic.changeName(\" \")",
            "logic.submit()",
            "",
            "presenter.assertCalls { $0.showForm(error: \"Enter a name.\", canSubmit: false) }",
            "#expect(logic.state.message == \"\(greeting)\")",
          ]),
        logicTest(
          "aValidNameIsSubmitted",
          body: [
            "logic.changeName(\"Ada\")",
            "logic.submit()",
            "",
            "presenter.assertCalls {",
            "  $0.showForm(error: \"\", canSubmit: true)",
            "  $0.showMessage(\"Saved Ada.\")",
            "}",
          ]),
        """
          @Test func aNameOverTheLimitIsRefused() {
            #expect(
              \(name)Logic.problem(with: String(repeating: "a", count: \(Self.nameLimit + 1)))
                == "A name has at most \(Self.nameLimit) characters.")
          }
        """,
      ]
    }
    return []
  }

  /// The harness tests of the variant's use cases.
  var variantHarnessTests: String {
    if isList {
      return """


          @Test func selectingARowShowsItsName() async {
            let dc = \(act)DCStub()
            let harness = await SceneHarness(
              dc.factory.scene(.\(name.lowerFirst)(.init())))

            await harness.select(row: 2, in: "rows")

            #expect(harness.text(of: "message") == "Selected \(Self.listRows[1]).")
            await harness.assertAllScenesFreed()
          }
        """
    }
    if isForm {
      return """


          @Test func submitIsEnabledOnceTheNameIsValid() async {
            let dc = \(act)DCStub()
            let harness = await SceneHarness(
              dc.factory.scene(.\(name.lowerFirst)(.init())))
            #expect(harness.element("submit")?.isEnabled == false)

            await harness.type("Ada", into: "name")
            await harness.tap("submit")

            #expect(harness.text(of: "message") == "Saved Ada.")
            await harness.assertAllScenesFreed()
          }
        """
    }
    return ""
  }

  /// The snapshot's extra lines, as the scene first renders.
  var variantSnapshotLines: [String] {
    if rootScheme != nil {
      return ["scenes: (empty)"]
    }
    if isList {
      return ["rows:"] + Self.listRows.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    }
    if isForm {
      return ["name: [] (a name)", "error:", "submit: <Submit> (disabled)"]
    }
    return []
  }
}
