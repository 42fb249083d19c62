import DLC

/// Rendering a screen of 1,000 labels to text after one of them changed (and changing it back), as a session does
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
    try Self.requireSameText(rendered: stage.render(), handWritten: Self.render(labels))
  }

  func ours(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      let label = labels[index % labels.count]
      label.text = "Changed"
      checksum &+= stage.render().utf8.count
      label.text = "Row"
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for index in 0..<count {
      let label = labels[index % labels.count]
      label.text = "Changed"
      checksum &+= Self.render(labels).utf8.count
      label.text = "Row"
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
