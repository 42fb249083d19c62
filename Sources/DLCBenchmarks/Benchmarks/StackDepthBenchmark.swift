import DLC

/// Pushing a scene, settling and popping it on a stack of a given depth; against the same on a
/// stack 10 scenes deep, so the ratio is the growth from depth 10.
@MainActor
final class StackDepthBenchmark: Benchmark {
  nonisolated static let name = "settle-at-depth"

  /// The depth the baseline runs at.
  nonisolated static let baselineDepth = 10

  /// The depths measured, each an entry of its own.
  nonisolated static let depths = [10, 100, 1_000, 10_000]

  nonisolated let budget: Budget?
  nonisolated let operationsPerSample: Int? = nil

  private let deep: Stage
  private let shallow: Stage

  /// Builds both stacks.
  ///
  /// - Parameter depth: The depth of the stack measured; the budget applies at 10,000.
  init(depth: Int) {
    budget = depth >= 10_000 ? .ratio(atMost: 1.5) : nil
    deep = Self.stage(depth: depth)
    shallow = Self.stage(depth: Self.baselineDepth)
  }

  func ours(_ count: Int) async throws -> Int {
    try await cycle(on: deep, count: count)
  }

  func baseline(_ count: Int) async throws -> Int {
    try await cycle(on: shallow, count: count)
  }

  private func cycle(on stage: Stage, count: Int) async throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      stage.push(SceneController(title: "Top"))
      await stage.settle()
      checksum &+= stage.topScene?.title.utf8.count ?? 0
      try stage.pop()
    }
    return checksum
  }

  private static func stage(depth: Int) -> Stage {
    let stage = Stage(clock: ManualClock())
    stage.setRoot(SceneController(title: "Root"))
    for _ in 1..<max(depth, 1) {
      stage.push(SceneController(title: "Below"))
    }
    return stage
  }
}
