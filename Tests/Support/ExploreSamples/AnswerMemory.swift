import DLC

/// An answer the application keeps while it runs, and who wants to hear when it changes:
/// shared by the scenes, so outliving each of them.
@MainActor
final class AnswerMemory: SharedAcrossScenes {
  /// The answer found by the first scene that asked, if one has.
  var answer: String?
  /// Called when the answer changes.
  var listeners: [@MainActor (String) -> Void] = []
}
