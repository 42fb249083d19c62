/// Something wrong the walk found, with the script that reproduces it.
struct ExploreFinding: Codable, Equatable {
  /// What kind of defect it is.
  enum Kind: String, Codable, CaseIterable {
    /// A scene left the stage and is not freed.
    case leak
    /// A command did not settle within the limit.
    case unsettled
    /// The application crashed.
    case crash
    /// An alert reports a failure of the backend.
    case failureAlert = "failure-alert"
    /// A screen with no enabled input and nothing to go back to.
    case deadEnd = "dead-end"
    /// A scene listed in the acts that no walk reached.
    case unreachableScene = "unreachable-scene"
    /// An element that was never enabled on any visited screen.
    case neverEnabled = "never-enabled"
    /// Two elements of a screen, a scene's and a child's it shows, with the same id.
    case sharedID = "shared-id"
  }

  var kind: Kind
  /// The scene it concerns, if one.
  var scene: String?
  /// One line for a person, such as `scene 'Login' left the stage and is not freed: …`.
  var message: String
  /// The script that reaches the same failure under `run`, one command a line.
  var script: [String]

  /// The reproduction as a `.dlc` file: a comment saying what it shows, and which variables
  /// must hold the secrets it types, then the commands.
  var scriptText: String {
    let needs = referencedVariables.map { "# needs $\($0): the --fill text it stands for" }
    return (["# \(kind.rawValue): \(message)"] + needs + script).joined(separator: "\n") + "\n"
  }

  /// The environment variables the script types from, in order of first use.
  var referencedVariables: [String] {
    var names: [String] = []
    for line in script where line.hasPrefix("type ") {
      guard let word = line.split(separator: " ").last, word.hasPrefix("$DLC_FILL_") else {
        continue
      }
      let name = String(word.dropFirst())
      if !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }
}
