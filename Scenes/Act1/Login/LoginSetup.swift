extension SetupModel {
  /// What Login is created with.
  struct Login {
    /// The address to fill in the form with, such as the one last signed out.
    var email = ""
  }
}
