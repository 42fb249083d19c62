/// Login's state.
struct LoginLogicState: Equatable {
  /// The email as typed.
  var email = ""
  /// The password as typed; never shown.
  var password = ""
  /// Whether a sign-in is under way.
  var isSubmitting = false
  /// What is wrong with the form or the credentials, if anything.
  var error: String?
}
