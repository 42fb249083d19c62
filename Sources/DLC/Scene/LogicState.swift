/// A scene's state: a struct the logic owns, starting from its empty value.
///
/// ```swift
/// extension Welcome {
///   struct State: LogicState {
///     var greeting = "Welcome to Atlas"
///   }
/// }
/// ```
public protocol LogicState: Equatable {
  /// The state before the scene has started.
  init()
}
