/// A command line `DLCFuzz` cannot run, with what is wrong.
struct FuzzUsageError: Error, Equatable {
  let message: String
}
