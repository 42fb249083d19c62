/// The text a parsed command types into an element, found through the argument its command's
/// declaration marks as typed text.
package struct TypedText: Sendable, Equatable {
  /// The ID of the element typed into.
  var fieldID: String

  /// The text typed, with a `$NAME` already replaced by its value.
  var text: String

  /// The command's words before the text, as written and one blank apart, such as
  /// `type "password"`: what an echo shows before the mask.
  var wordsBefore: String
}
