public import DLC

/// The text of the `scenes` command: each act with its scenes.
public enum SceneListing {
  /// Lists acts one a line, as in `Act1: Welcome, Login`.
  ///
  /// - Parameter acts: The application's acts, in order.
  /// - Returns: The listing, lines separated by `\n`, with no trailing newline.
  public static func render(_ acts: [ActDescription]) -> String {
    guard !acts.isEmpty else { return "(no acts)" }
    return acts.map { "\($0.name): \($0.scenes.joined(separator: ", "))" }
      .joined(separator: "\n")
  }
}
