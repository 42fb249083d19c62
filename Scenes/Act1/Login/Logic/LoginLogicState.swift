import DLC

/// Login's state.
struct LoginLogicState: LogicState {
  /// The email as typed.
  var email = ""
  /// The password as typed; never shown.
  var password = ""
  /// Whether a sign-in is under way.
  var isSubmitting = false
  /// What is wrong with the form or the credentials, if anything.
  var error: String?
}

extension LoginLogicState: CustomReflectable {
  /// The state as tools show it, such as the `state` command: the password masked as the
  /// secure field shows it, one `*` a character.
  var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "email": email,
        "password": String(repeating: "*", count: password.count),
        "isSubmitting": isSubmitting,
        "error": error as Any,
      ],
      displayStyle: .struct
    )
  }
}
