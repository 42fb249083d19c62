import DLC

/// The hand-written VIPER module's view: the same elements as Greeter's, and a strong reference
/// to its presenter, as UIKit views hold theirs.
@MainActor
final class ViperGreeterView: ViperGreeterViewInput {
  let name = TextField(id: "name", placeholder: "Your name")
  let greeting = Label(id: "greeting")
  let done = Button(id: "done", title: "Done")
  var output: (any ViperGreeterViewOutput)?

  /// Does what a person typing into the field does.
  func type(_ text: String) {
    name.text = text
    output?.nameDidChange(text)
  }

  func showGreeting(_ text: String) {
    greeting.text = text
  }
}
