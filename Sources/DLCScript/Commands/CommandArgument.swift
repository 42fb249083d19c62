/// One argument a command takes after its name: where it stands, what Tab offers for it and
/// whether it carries text typed into a field.
struct CommandArgument: Sendable {
  /// The words between the command's name and this argument; `nil` stands for any word. An
  /// argument of a fixed place has as many `nil`s as arguments before it; `expect`'s depend on
  /// the words before them.
  var after: [String?]

  /// Where Tab finds its words; empty when nothing is offered.
  var completion: [ArgumentCompletion] = []

  /// Whether it is free text, written in double quotes when it has blanks.
  var isText = false

  /// For text typed into an element, the position of the argument naming that element: such
  /// text is secret unless the element is known to be an ordinary field.
  var typesIntoArgument: Int?

  /// The argument's position among the words after the command's name.
  var position: Int { after.count }

  /// An argument of a fixed place.
  ///
  /// - Parameters:
  ///   - position: Its place among the words after the command's name, from 0.
  ///   - completion: Where Tab finds its words.
  ///   - isText: Whether it is free text.
  ///   - typesIntoArgument: For typed text, the position of the argument naming the element.
  init(
    position: Int, completion: [ArgumentCompletion] = [], isText: Bool = false,
    typesIntoArgument: Int? = nil
  ) {
    self.init(
      after: Array(repeating: nil, count: position), completion: completion, isText: isText,
      typesIntoArgument: typesIntoArgument)
  }

  /// An argument that stands after the given words.
  ///
  /// - Parameters:
  ///   - after: The words between the command's name and it; `nil` stands for any word.
  ///   - completion: Where Tab finds its words.
  ///   - isText: Whether it is free text.
  ///   - typesIntoArgument: For typed text, the position of the argument naming the element.
  init(
    after: [String?], completion: [ArgumentCompletion] = [], isText: Bool = false,
    typesIntoArgument: Int? = nil
  ) {
    self.after = after
    self.completion = completion
    self.isText = isText
    self.typesIntoArgument = typesIntoArgument
  }

  /// Whether it stands after these words.
  func follows(_ words: ArraySlice<String>) -> Bool {
    words.count == after.count && zip(after, words).allSatisfy { $0 == nil || $0 == $1 }
  }
}
