import DLC

/// Greeter's round trip written by hand: the same elements, state change and label write as the
/// scene, in direct calls with no stage, interactor, logic or presenter in between.
@MainActor
final class DirectGreeter {
  let name = TextField(id: "name", placeholder: "Your name")
  let greeting = Label(id: "greeting")
  private(set) var state = GreeterLogicState()

  /// Does what typing into Greeter's field does.
  func type(_ text: String) {
    name.text = text
    state.name = text
    greeting.text = GreeterPresenter.greeting(for: text)
  }
}
