/// Why `new` wrote nothing (or, for a disk that fails midway, stopped), in words for a person.
struct GenerationError: Error, Equatable {
  /// What is wrong, naming the file or the name at fault.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
