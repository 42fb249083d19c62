/// A command line a fuzzer cannot run, with what is wrong.
package struct FuzzUsageError: Error, Equatable {
  /// What is wrong, for a person.
  package let message: String

  /// The error that says `message`.
  package init(message: String) {
    self.message = message
  }
}
