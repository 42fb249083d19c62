import DLC
import RealTime

extension ScriptSession {
  private enum SettleEvent: Sendable {
    case settled, noticed, timedOut, interrupted
  }

  /// Waits until the stage has settled, within the session's ``settleLimits``.
  ///
  /// Every command settles by itself; call this after starting an application on the stage,
  /// before showing its first screen. It reports nothing through ``onSlowSettle``.
  ///
  /// - Returns: `false` if the session gave up waiting.
  public func settle() async -> Bool {
    await settle(after: nil)
  }

  /// Waits until the stage has settled, within the session's limits.
  ///
  /// - Parameter step: The command that is settling, for the slow-settle notice.
  /// - Returns: `false` if the session gave up waiting.
  func settle(after step: ScriptStep?) async -> Bool {
    guard stage.hasWorkInFlight else { return true }
    guard let limits = settleLimits else {
      await stage.settle()
      return true
    }
    let stage = stage
    let timers = timers
    settleWasInterrupted = false
    // Ctrl-C at a terminal ends the wait, as it ends a `wait`; the scene's work goes on.
    let (interrupts, interrupter) = AsyncStream<Void>.makeStream()
    endCurrentWait = { interrupter.yield() }
    defer { endCurrentWait = nil }
    var notice: (@MainActor () -> Void)?
    if let step, let onSlowSettle {
      notice = { onSlowSettle(step) }
    }
    return await withTaskGroup(of: SettleEvent.self) { group in
      group.addTask {
        await stage.settle()
        return .settled
      }
      group.addTask {
        // Both limits are usually cancelled; these timers are freed then, not at their deadline.
        await timers.sleep(for: limits.giveUpAfter)
        return .timedOut
      }
      if let notice {
        group.addTask {
          if await timers.sleep(for: limits.noticeAfter) {
            await notice()
          }
          return .noticed
        }
      }
      group.addTask {
        for await _ in interrupts {
          return .interrupted
        }
        return .noticed
      }
      while let event = await group.next() {
        switch event {
        case .interrupted:
          group.cancelAll()
          settleWasInterrupted = true
          return false
        case .settled:
          group.cancelAll()
          return true
        case .timedOut:
          group.cancelAll()
          return false
        case .noticed:
          continue
        }
      }
      return true
    }
  }

  /// What a command that gave up waiting reports.
  var giveUpMessage: String {
    if settleWasInterrupted {
      return "interrupted while the scene was still working; its work goes on"
    }
    let limit = settleLimits?.giveUpAfter ?? .zero
    let message = "gave up waiting after \(Self.describe(limit)): the scene is still working"
    // On a manual clock a pending timer is idle, so only real work can have held the wait.
    guard !(stage.clock is ManualClock) else { return message }
    return message
      + " (what it repeats while it shows, such as a ticking clock, belongs in"
      + " tasks.run(every:on:), between whose runs it settles)"
  }

  /// A duration as a person reads it, such as `10 s` or `250 ms`.
  static func describe(_ duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
  }
}
