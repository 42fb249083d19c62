import DLC
import DLCScript
import Foundation
import Scenes

/// The baseline of `serve-sessions`: the same browsers' inputs through ``ScriptSession`` in this
/// process, each session with its own stage and Atlas on the real clock, settled as the server
/// settles them, with the screen rendered as JSON after each input as the server renders it,
/// at the same pace; no HTTP, no sockets, no event streams.
@MainActor
final class InProcessSessions {
  /// What a run measured, as ``LoadClient/Outcome``.
  private(set) var outcome = LoadClient.Outcome()
  private var sessions: [ScriptSession] = []

  /// Runs `count` sessions at once and keeps them, idle, until ``endAll()``.
  ///
  /// - Parameters:
  ///   - count: How many sessions.
  ///   - rampUp: The time over which they start, at random moments.
  ///   - thinkTime: The range of pauses before each input.
  func run(count: Int, rampUp: Duration, thinkTime: ClosedRange<Duration>) async {
    let players = (0..<count).map { _ in
      Task { await self.play(rampUp: rampUp, thinkTime: thinkTime) }
    }
    for player in players {
      await player.value
    }
  }

  /// Takes every session's scenes off its stage.
  func endAll() {
    sessions.forEach { $0.stage.removeAllScenes() }
    sessions = []
  }

  private func play(rampUp: Duration, thinkTime: ClosedRange<Duration>) async {
    try? await Task.sleep(for: rampUp * Double.random(in: 0..<1))
    let stage = Stage(clock: ContinuousClock())
    let atlas = Atlas(configuration: AtlasConfiguration())
    atlas.start(on: stage)
    let session = ScriptSession(
      stage: stage, application: atlas,
      settleLimits: SettleLimits(
        noticeAfter: .seconds(3_600), giveUpAfter: .milliseconds(15), failsWhenGivingUp: false))
    sessions.append(session)
    var queryAt = ContinuousClock.now
    for step in LoadStep.signInAndSearch {
      let pause = Double.random(in: 0...1)
      try? await Task.sleep(
        for: thinkTime.lowerBound + (thinkTime.upperBound - thinkTime.lowerBound) * pause)
      let sent = ContinuousClock.now
      queryAt = sent
      let result = await session.execute(step.command)
      if let error = result.error {
        outcome.failures.append("'\(step.command)': \(error)")
        return
      }
      if let shows = step.shows {
        await Self.waitUntil(stage) { $0.contains(shows) }
      } else {
        _ = JSONRenderer.render(stage.snapshot())
      }
      outcome.inputLatencies.append(sent.duration(to: .now).nanoseconds)
    }
    await Self.waitUntil(stage) { $0.contains(LoadStep.results) }
    let delay = queryAt.duration(to: .now).nanoseconds - Double(LoadStep.debounceNanoseconds)
    outcome.resultDelays.append(max(delay, 0))
  }

  /// Renders the screen until it shows what is awaited, looking again each millisecond.
  private static func waitUntil(_ stage: Stage, shows: (String) -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(30)
    while !shows(JSONRenderer.render(stage.snapshot())), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
}
