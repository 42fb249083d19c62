import DLC

/// The applications this tool hosts, each small and each but `clean` with one planted defect.
enum SampleApplication: String, CaseIterable {
  /// Two scenes, a way there and back, and nothing wrong.
  case clean
  /// A scene whose presenter holds it strongly.
  case leaky
  /// A scene with no way out.
  case deadEnd = "dead-end"
  /// A scene listed in the act that no button leads to.
  case unreachable
  /// A button that never enables.
  case neverEnabled = "never-enabled"
  /// A button whose use case traps.
  case trapping
  /// A button that reports a failure of the backend in an alert.
  case failing
  /// A scene freed the first time it leaves and kept the second: it keeps itself in the
  /// application's memory once it finds an answer there.
  case leakyAgain = "leaky-again"
  /// A password field, and behind it a scene whose presenter holds it strongly.
  case secret
  /// A password field beside a button whose use case traps, and one that traps saying what the
  /// field holds.
  case secretTrapping = "secret-trapping"
  /// A button that starts work that never ends and ignores cancellation.
  case neverSettling = "never-settling"
  /// A field whose text, once typed, starts work that never ends and ignores cancellation.
  case fillNeverSettling = "fill-never-settling"
  /// A button that reports a failure in an alert, and after it one that starts work that never
  /// ends: a walk that has found something when it comes to wait.
  case failingThenHanging = "failing-then-hanging"
  /// A button whose use case blocks the main actor and never returns, and one whose use case
  /// blocks it for two seconds.
  case blocking
  /// A scene that shows a child scene with an element of the same id as one of its own.
  case sharedID = "shared-id"
  /// A use case that traps as the application starts, before any scene shows.
  case startTrapping = "start-trapping"
  /// A clock that ticks ten times a second once started, for as long as its scene shows: no
  /// defect, but work that never ends.
  case ticking

  /// The act each application lists.
  var acts: [ActDescription] {
    switch self {
    case .clean, .leaky, .deadEnd, .trapping, .failing, .neverSettling, .secret, .secretTrapping,
      .blocking, .fillNeverSettling, .failingThenHanging:
      [
        ActDescription(
          name: "Main", scenes: ["Home", [.leaky, .secret].contains(self) ? "Leaky" : "Next"])
      ]
    case .leakyAgain:
      [
        ActDescription(name: "Main", scenes: ["Home", "Remembering"])
      ]
    case .unreachable:
      [ActDescription(name: "Main", scenes: ["Home", "Next", "Hidden"])]
    case .neverEnabled, .ticking, .startTrapping:
      [ActDescription(name: "Main", scenes: ["Home"])]
    case .sharedID:
      [ActDescription(name: "Main", scenes: ["Home", "Next"])]
    }
  }
}
