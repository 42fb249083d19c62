extension SetupModel {
  /// What Welcome is created with: nothing, it is where Atlas starts.
  struct Welcome {}
}
