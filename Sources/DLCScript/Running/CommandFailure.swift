/// Why a command failed while it ran, as the message its result carries.
struct CommandFailure: Error {
  var message: String
}
