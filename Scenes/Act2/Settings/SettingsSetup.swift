extension SetupModel {
  /// What Settings is created with: nothing beyond act 2's container.
  struct Settings {}
}
