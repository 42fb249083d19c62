/// One input a load session sends, and what its screen shows once the input has taken effect.
struct LoadStep: Sendable, Equatable {
  /// The input, a line of the command language.
  var command: String
  /// A text the screen's JSON contains once the input has taken effect, which may come in an
  /// event after the answer; `nil` when the answer itself is the new screen.
  var shows: String?

  /// Signing in to Atlas with the seeded account, then typing a query; its results, debounced,
  /// arrive later in an event.
  static let signInAndSearch: [LoadStep] = [
    LoadStep(command: "tap signIn", shows: "\"scene\":\"Login\""),
    LoadStep(command: "type email demo@example.com", shows: nil),
    LoadStep(command: "type password atlas-demo-1", shows: nil),
    LoadStep(command: "tap submit", shows: "\"scene\":\"Search\""),
    LoadStep(command: "type query Ge", shows: nil),
  ]

  /// What the screen shows once the query's results have arrived.
  static let results = "Germany"
  /// How long Atlas's search waits for typing to pause, which the results' delay leaves out.
  static let debounceNanoseconds: UInt64 = 300_000_000
}
