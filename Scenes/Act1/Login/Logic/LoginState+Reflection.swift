extension Login.State: CustomReflectable {
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
