/// One answer the load client read: its status, header fields and body.
struct LoadAnswer {
  /// The status code, 0 when the status line could not be read.
  var status: Int
  /// The header fields, names in lower case.
  var headers: [(name: String, value: String)]
  /// The body as text.
  var body: String

  /// The first value of a header field.
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }
}
