import DLC
import Testing

@testable import DLCCommandLine

/// A view with one element of each kind the completer offers.
private final class FormView: SceneView {
  let email = TextField(id: "email")
  let note = TextArea(id: "note")
  let submit = Button(id: "submit", title: "Submit")
  let hiddenButton = Button(id: "secret", title: "Secret")
  let locked = Button(id: "locked", title: "Locked")
  let rows = ListView(id: "rows", rows: ["A"])
  let order = Choice(id: "order", title: "Order", options: ["Name", "Most people"])

  override var body: [Element] {
    hiddenButton.isHidden = true
    locked.isEnabled = false
    return [email, note, submit, hiddenButton, locked, rows, order]
  }
}

private final class FormController: SceneController {
  override var name: String { "Form" }
  override func loadView() -> SceneView { FormView() }
}

@MainActor
struct SessionCompleterTests {
  private let stage = Stage()
  private let completer: SessionCompleter

  init() {
    stage.setRoot(FormController())
    completer = SessionCompleter(
      stage: stage, acts: [ActDescription(name: "Act1", scenes: ["Form", "Done"])])
  }

  @Test func theFirstWordIsACommand() {
    #expect(completer.completions(for: "ta").contains("tap"))
    #expect(completer.completions(for: "").contains("expect"))
  }

  @Test func tapOffersTheEnabledVisibleButtons() {
    #expect(completer.completions(for: "tap s") == ["submit"])
  }

  @Test func tapOffersTheAlertsButtonsWhileOneIsUp() {
    stage.topScene?.showAlert(Alert(title: "Oops"))
    #expect(completer.completions(for: "tap ") == ["ok"])
  }

  @Test func typeOffersFieldsAndTextAreasAndSelectTheLists() {
    #expect(completer.completions(for: "type ") == ["email", "note"])
    #expect(completer.completions(for: "select ") == ["rows"])
  }

  @Test func chooseOffersTheChoicesThenTheirOptionsQuotedIfNeeded() {
    #expect(completer.completions(for: "choose ") == ["order"])
    #expect(completer.completions(for: "choose order ") == ["Name", "\"Most people\""])
  }

  @Test func expectOffersTheSubjectsThenScenesAfterSceneIs() {
    let subjects = completer.completions(for: "expect ")
    #expect(Array(subjects.prefix(4)) == ["screen", "scene", "tab", "alert"])
    #expect(subjects.contains("email"))
    #expect(completer.completions(for: "expect scene is ") == ["Form", "Done"])
  }

  @Test func tabOffersTheTitlesOfTheTabBarOnTheScreen() {
    stage.setRoot(
      TabBarController(tabs: [
        .init(title: "Mail", root: FormController()),
        .init(title: "Old notes", root: FormController()),
      ]))

    #expect(completer.completions(for: "tab ") == ["Mail", "\"Old notes\""])
    #expect(completer.completions(for: "expect tab is ") == ["Mail", "\"Old notes\""])
  }

  @Test func openOffersTheApplicationsLinks() {
    let completer = SessionCompleter(
      stage: stage, acts: [], links: ["app://items/ID", "app://home"])

    #expect(completer.completions(for: "open ") == ["app://items/ID", "app://home"])
  }
}
