/// The version `dlc --version` prints.
enum DLCVersion {
  static let current = "0.1.0"
}
