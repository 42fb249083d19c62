import DLC

/// Where Tab finds the words an argument of a command may be.
package enum ArgumentCompletion: Sendable, Equatable {
  /// These words, in this order.
  case words([String])
  /// Every name the command table answers to, aliases included, sorted.
  case commandNames
  /// The ids of the enabled elements that take this input and that a person can see.
  case elements(taking: ElementKind.Input)
  /// The ids of every element a person can see, whatever its kind or state.
  case anyElement
  /// The alert's buttons while one is up, else the enabled buttons a person can see.
  case buttons
  /// The options of the element that the argument at this position names, quoted where they
  /// have blanks.
  case options(ofArgument: Int)
  /// The titles on the enabled tab bars, quoted where they have blanks.
  case tabTitles
  /// The names of the application's scenes.
  case sceneNames
  /// The application's links.
  case links
}
