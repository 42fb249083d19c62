import DLC

/// Welcome's state.
struct WelcomeLogicState: LogicState {
  /// The greeting shown under the title.
  var greeting = "Welcome to Atlas"
}
