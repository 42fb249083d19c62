/// The options of a session or a script run: the output format and the application's own.
struct SessionOptions: Equatable {
  /// Whether to print one JSON object a line.
  var json = false

  /// The link to open right after the application starts (`--open LINK`), if any.
  var link: String?

  /// How long one command may take to settle before it fails (`--settle-limit`), for `run`,
  /// `explore` and `graph`.
  var settleLimit: Duration = .seconds(10)

  /// The application's own options, as given.
  var values = ToolOptionValues()
}
