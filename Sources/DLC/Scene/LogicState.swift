/// A scene's state: a struct the logic owns, starting from its empty value.
///
/// ```swift
/// struct WelcomeLogicState: LogicState {
///   var greeting = "Welcome to Atlas"
/// }
/// ```
public protocol LogicState: Equatable {
  /// The state before the scene has started.
  init()
}
