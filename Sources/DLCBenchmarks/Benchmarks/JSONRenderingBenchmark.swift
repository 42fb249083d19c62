import DLC
import Foundation

/// Rendering a scene with a 100-row list as JSON, as `--json` sessions and browsers get every
/// screen; against `JSONEncoder` with sorted keys, what a peer writes to encode the same
/// snapshot.
@MainActor
final class JSONRenderingBenchmark: Benchmark {
  nonisolated static let name = "json-rendering"
  nonisolated let budget: Budget? = nil
  nonisolated let operationsPerSample: Int? = nil

  private let screen: ScreenSnapshot
  private let encoder = JSONEncoder()

  init() throws {
    let stage = Stage(clock: ManualClock())
    stage.setRoot(CountriesController(names: (1...100).map { "Country \($0)" }))
    screen = stage.snapshot()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    try Self.requireSameText(rendered: JSONRenderer.render(screen), handWritten: encoded(screen))
  }

  func ours(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= JSONRenderer.render(screen).utf8.count
    }
    return checksum
  }

  func baseline(_ count: Int) -> Int {
    var checksum = 0
    for _ in 0..<count {
      checksum &+= encoded(screen).utf8.count
    }
    return checksum
  }

  private func encoded(_ screen: ScreenSnapshot) -> String {
    // Encoding plain strings, numbers and arrays cannot fail.
    String(decoding: (try? encoder.encode(screen)) ?? Data(), as: UTF8.self)
  }
}
