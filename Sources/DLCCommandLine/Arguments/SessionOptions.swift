/// The options of a session or a script run: the output format and the application's own.
struct SessionOptions: Equatable {
  /// Whether to print one JSON object a line.
  var json = false

  /// The link to open right after the application starts (`--open LINK`), if any.
  var link: String?

  /// The application's own options, as given.
  var values = ToolOptionValues()
}
