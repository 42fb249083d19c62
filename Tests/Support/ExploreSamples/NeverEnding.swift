/// Work with a planted defect: it never ends, and takes no notice of being cancelled.
enum NeverEnding {
  /// Sleeps a second at a time, forever, going on when a sleep is cut short.
  static func wait() async {
    while true {
      try? await Task.sleep(for: .seconds(1))
    }
  }
}
