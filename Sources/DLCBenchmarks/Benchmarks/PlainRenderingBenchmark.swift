import DLC

/// Rendering a screen of 1,000 labels to text after one of them changed, as a session does
/// after a command; against a hand-written string builder that changes the same label and
/// writes the same lines straight from the elements.
@MainActor
final class PlainRenderingBenchmark: Benchmark {
  nonisolated static let name = "plain-rendering"
  nonisolated let budget: Budget? = .ratio(atMost: 1.3)
  nonisolated let operationsPerSample: Int? = nil

  private static let labelCount = 1_000

  private let stage = Stage(clock: ManualClock())
  private let labels: [Label]

  init() throws {
    let scene = PlainController(labels: Self.labelCount)
    stage.setRoot(scene)
    labels = scene.labels
    guard stage.render() == Self.render(labels) else {
      throw BenchmarkError.unexpected(
        benchmark: Self.name, detail: "the hand-written text differs from the renderer's")
    }
  }

  func ours(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      labels[index % labels.count].text = index & 1 == 0 ? "Changed" : "Row"
      checksum &+= stage.render().utf8.count
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      labels[index % labels.count].text = index & 1 == 0 ? "Changed" : "Row"
      checksum &+= Self.render(labels).utf8.count
    }
    return checksum
  }

  /// The scene's text, written by hand as the text renderer writes it.
  private static func render(_ labels: [Label]) -> String {
    var text = "[Plain] Plain"
    text.reserveCapacity(32 * labels.count)
    for label in labels {
      text += "\n"
      text += label.id
      text += ": "
      text += label.text
    }
    return text
  }
}
