extension SetupModel {
  /// What Search is created with: nothing beyond act 2's container.
  struct Search {}
}
