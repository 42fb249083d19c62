/// A command line `DLCWebFuzz` cannot run, with the reason for a person.
struct WebFuzzUsageError: Error {
  /// The reason.
  var message: String
}
