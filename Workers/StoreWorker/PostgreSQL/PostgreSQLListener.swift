import Foundation
import Synchronization

/// Hears the changes other processes' stores commit to a PostgreSQL database, on a connection
/// and a thread of its own: `LISTEN` on the store's channel, each `NOTIFY` handed on once its
/// transaction has committed.
///
/// Listening has begun when the store opens, unless the listener could not connect within
/// five seconds. A lost connection is made again, with a growing pause between attempts
/// (50 ms to 5 s); what was announced meanwhile is lost, so every reconnection (and a first
/// connection made late) is handed on as changes to anything, and every follower reads afresh.
final class PostgreSQLListener: Sendable {
  /// The channel stores announce their commits on.
  static let channel = "dlc_store_changes"

  private let isStopped = Atomic<Bool>(false)
  /// Whether the store stopped waiting for the first connection, which then came late.
  private let isLate = Atomic<Bool>(false)

  /// Starts listening.
  ///
  /// - Parameters:
  ///   - address: The database.
  ///   - announcer: The listening store's own id: its own announcements are not handed on.
  ///   - onChanges: Given what another store changed, on the listener's thread.
  init(
    address: PostgreSQLAddress, ignoring announcer: String,
    onChanges: @escaping @Sendable (StoreChanges) -> Void
  ) {
    let listening = DispatchSemaphore(value: 0)
    Thread.detachNewThread { [self] in
      listen(address: address, ignoring: announcer, onChanges: onChanges) {
        listening.signal()
      }
    }
    if listening.wait(timeout: .now() + 5) == .timedOut {
      isLate.store(true, ordering: .relaxed)
    }
  }

  /// Stops listening: the thread closes its connection and ends within a fifth of a second.
  func stop() {
    isStopped.store(true, ordering: .relaxed)
  }

  private var stopped: Bool { isStopped.load(ordering: .relaxed) }

  private func listen(
    address: PostgreSQLAddress, ignoring announcer: String,
    onChanges: @Sendable (StoreChanges) -> Void, onFirstConnection: () -> Void
  ) {
    var connection: PostgreSQLConnection?
    var hasConnected = false
    var pause = 0.05
    while !stopped {
      guard let listening = connection else {
        do {
          let made = try PostgreSQLConnection(address: address)
          try made.execute("LISTEN \(Self.channel)")
          connection = made
          pause = 0.05
          if hasConnected || isLate.load(ordering: .relaxed) {
            onChanges(.anything)
          } else {
            onFirstConnection()
          }
          hasConnected = true
        } catch {
          sleep(seconds: pause)
          pause = min(pause * 2, 5)
        }
        continue
      }
      var waiting = pollfd(fd: listening.socket, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, 200)
      do {
        for heard in try listening.notifications() where heard.channel == Self.channel {
          if let changes = StoreChanges(announcement: heard.payload, ignoring: announcer) {
            onChanges(changes)
          }
        }
      } catch {
        connection = nil
      }
    }
  }

  /// Sleeps in slices, so that a stop is not kept waiting for a long pause.
  private func sleep(seconds: Double) {
    let end = Date(timeIntervalSinceNow: seconds)
    while !stopped, Date() < end {
      Thread.sleep(forTimeInterval: min(0.1, max(0, end.timeIntervalSinceNow)))
    }
  }
}
