/// What a scene's logic state conforms to: a value that starts empty and can be compared.
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
