import Testing

/// An application of the samples tool with one planted defect, the finding `explore` must
/// report for it, and what `run` must say as it replays the reproduction.
struct SampleDefect: Sendable, CustomTestStringConvertible {
  /// The defect in a few words, which names the test case.
  let name: String
  /// The application that holds the defect, as `--app` names it.
  let application: String
  /// The one reproduction the walk must write.
  let script: String
  /// Text the walk's report must contain.
  let finding: String
  /// Texts the replay's errors must all contain.
  let replayErrors: [String]

  var testDescription: String { name }

  /// The leak's finding names every object that is not freed, and the replay names them again.
  private static let leak =
    "scene 'Leaky' left the stage and is not freed: LeakyScene of scene 'Leaky'; "
    + "SceneTasks of scene 'Leaky' at tasks; LeakyPresenter of scene 'Leaky' at presenter"

  /// Every application whose defect a replay shows as a failed command.
  static let all = [
    SampleDefect(
      name: "a presenter holding its controller is a leak", application: "leaky",
      script: "1-leak.dlc", finding: "leak: \(leak)",
      replayErrors: ["1-leak.dlc:3:1: error: \(leak)"]),
    SampleDefect(
      name: "a scene kept only when it comes again is a leak", application: "leaky-again",
      script: "1-leak.dlc",
      finding: "leak: scene 'Remembering' left the stage and is not freed: RememberingScene",
      replayErrors: ["1-leak.dlc:5:1: error: scene 'Remembering' left the stage and is not freed"]),
    SampleDefect(
      name: "a scene with no way out is a dead end", application: "dead-end",
      script: "1-dead-end.dlc",
      finding: "dead-end: scene 'Next' shows no enabled input and has nothing to go back to",
      replayErrors: ["1-dead-end.dlc:3:1: error: ", "[Next]"]),
    SampleDefect(
      name: "a listed scene no button leads to is unreachable", application: "unreachable",
      script: "1-unreachable-scene.dlc",
      finding: "unreachable-scene: scene 'Hidden' of act 'Main' is listed but no walk reached it",
      replayErrors: [#"error: expected the scene to be "Hidden", but it is "Home""#]),
    SampleDefect(
      name: "a button that never enables", application: "never-enabled",
      script: "1-never-enabled.dlc",
      finding: "never-enabled: 'submit' of scene 'Home' was never enabled on any visited screen",
      replayErrors: ["'submit'"]),
    SampleDefect(
      name: "an id a scene and its child share", application: "shared-id",
      script: "1-shared-id.dlc",
      finding:
        "shared-id: scene 'Home' shows two elements with the id 'title': a scene and a child "
        + "scene it shows must not share ids",
      replayErrors: ["1-shared-id.dlc:2:1: error: two elements on the screen"]),
    SampleDefect(
      name: "an alert reporting a backend failure", application: "failing",
      script: "1-failure-alert.dlc",
      finding:
        "failure-alert: scene 'Home' shows an alert that reports a failure: Server error (500)",
      replayErrors: ["1-failure-alert.dlc:3:1: error: ", "Server error (500)"]),
  ]
}
