import DLC

/// Settling a stage whose scene has a given number of tasks asleep on the manual clock, so
/// nothing is in flight; against settling a stage with no task at all.
@MainActor
final class IdleSettleBenchmark: Benchmark {
  nonisolated static let name = "idle-settle-sleepers"

  /// The numbers of sleeping tasks measured, each an entry of its own.
  nonisolated static let sleeperCounts = [1, 10, 100, 1_000]

  nonisolated let budget: Budget?
  nonisolated let operationsPerSample: Int? = nil

  private let busy = Stage(clock: ManualClock())
  private let empty = Stage(clock: ManualClock())

  /// Starts the sleeping tasks; they sleep for as long as the process runs.
  ///
  /// - Parameter sleepers: How many tasks sleep; the budget applies at 1,000.
  /// - Throws: ``BenchmarkError/unexpected(benchmark:detail:)`` if not every task sleeps.
  init(sleepers: Int) async throws {
    budget = sleepers >= 1_000 ? .time(atMostNanoseconds: 10_000) : nil
    let scene = SceneController(title: "Sleepers")
    busy.setRoot(scene)
    empty.setRoot(SceneController(title: "Empty"))
    let clock = busy.clock
    for _ in 0..<sleepers {
      scene.tasks.run {
        try? await clock.sleep(for: .seconds(86_400 * 365))
      }
    }
    await busy.settle()
    guard (clock as? ManualClock)?.pendingTimerCount == sleepers else {
      throw BenchmarkError.unexpected(benchmark: Self.name, detail: "not every task sleeps")
    }
  }

  func ours(_ count: Int) async -> Int {
    await settle(busy, count: count)
  }

  func baseline(_ count: Int) async -> Int {
    await settle(empty, count: count)
  }

  private func settle(_ stage: Stage, count: Int) async -> Int {
    var settled = 0
    for _ in 0..<count {
      await stage.settle()
      settled += stage.hasWorkInFlight ? 0 : 1
    }
    return settled
  }
}
