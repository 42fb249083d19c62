/// Welcome's state.
struct WelcomeLogicState: Equatable {
  /// The greeting shown under the title.
  var greeting = "Welcome to Atlas"
}
