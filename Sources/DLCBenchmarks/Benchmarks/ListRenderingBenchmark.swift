import DLC

/// Rendering a scene with a 100-row list to text; against a hand-written string builder that
/// writes the same lines straight from the elements.
@MainActor
final class ListRenderingBenchmark: Benchmark {
  nonisolated static let name = "list-rendering"
  nonisolated let budget: Budget? = nil
  nonisolated let operationsPerSample: Int? = nil

  private let stage = Stage(clock: ManualClock())
  private let view: CountriesView

  init() throws {
    let scene = CountriesController(names: (1...100).map { "Country \($0)" })
    stage.setRoot(scene)
    guard let view = scene.view as? CountriesView else {
      throw BenchmarkError.unexpected(benchmark: Self.name, detail: "no CountriesView")
    }
    self.view = view
    try Self.requireSameText(rendered: stage.render(), handWritten: Self.render(view))
  }

  func ours(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= stage.render().utf8.count
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= Self.render(view).utf8.count
    }
    return checksum
  }

  /// The scene's text, written by hand as the text renderer writes it.
  private static func render(_ view: CountriesView) -> String {
    var text = "[Countries] Atlas\nheading: \(view.heading.text)\nresults:"
    for (index, row) in view.results.rows.enumerated() {
      text += "\n    \(index + 1). \(row)"
    }
    return text
  }
}
