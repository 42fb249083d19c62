import DLC
import DLCScript

/// Completes what a person types at the REPL: what each argument is completed with is declared
/// beside the command in the command table; the completer gives it what the stage shows, the
/// application's scene names and its links.
@MainActor
struct SessionCompleter: LineCompleting {
  /// The stage the session plays on.
  let stage: Stage
  /// The application's acts, for scene names.
  let acts: [ActDescription]
  /// The application's links, such as `atlas://countries/CODE`.
  var links: [String] = []

  func completions(for textBeforeCursor: String) -> [String] {
    CommandTable.standard.completions(
      for: textBeforeCursor,
      in: CompletionContext(
        screen: stage.snapshot(), sceneNames: acts.flatMap(\.scenes), links: links))
  }
}
