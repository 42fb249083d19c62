import DLC

/// Form's use cases.
final class FormLogic: SceneLogic<Form> {
  override func start() {
    presenter.enable("save", false)
  }

  func changeName(to name: String) {
    state.name = name
    // Planted: checks the note, which nothing types, in place of the name.
    presenter.enable("save", !(dc.isFixed ? state.name : state.note).isEmpty)
  }

  func save() {
    navigator.goBack()
  }
}
