/// The options of a session or a script run: the output format and the application's own.
struct SessionOptions: Equatable {
  /// Whether to print one JSON object a line.
  var json = false

  /// The application's own options, as given.
  var values = ToolOptionValues()
}
