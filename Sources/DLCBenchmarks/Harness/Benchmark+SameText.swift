extension Benchmark {
  /// Checks, before any timing, that the hand-written baseline writes the very text the
  /// renderer writes, so that the two sides of a rendering figure do the same work.
  ///
  /// - Parameters:
  ///   - rendered: What the stage rendered.
  ///   - handWritten: What the baseline wrote for the same screen.
  /// - Throws: ``BenchmarkError/unexpected(benchmark:detail:)`` when the two differ.
  static func requireSameText(rendered: String, handWritten: String) throws(BenchmarkError) {
    guard rendered == handWritten else {
      throw .unexpected(
        benchmark: name, detail: "the hand-written text differs from the renderer's")
    }
  }
}
