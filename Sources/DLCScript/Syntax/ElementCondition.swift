/// A condition on an element's state that `expect ID CONDITION` checks.
public enum ElementCondition: String, Sendable, Equatable, CaseIterable {
  /// The element accepts input.
  case enabled
  /// The element rejects input.
  case disabled
  /// The element, or a stack around it, is hidden.
  case hidden
  /// Neither the element nor any stack around it is hidden.
  case visible
  /// A toggle is on.
  case on
  /// A toggle is off.
  case off
}
