/// Collects lifecycle calls of several scenes in the order they happen.
@MainActor
final class LifecycleLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    entries.append(entry)
  }

  func clear() {
    entries = []
  }
}
