/// Tells the listener's loop which of its sockets are ready, each by the id it was watched as.
///
/// Linux has `epoll`, whose cost grows with the sockets that are ready rather than with all of
/// them; elsewhere, and on Linux when asked (so that CI runs the portable path too), `poll`.
protocol SocketPoller: AnyObject, Sendable {
  /// Starts watching a descriptor.
  func add(_ descriptor: Int32, as id: UInt64, for events: SocketEvents)
  /// Changes what a watched descriptor is watched for.
  func change(_ descriptor: Int32, as id: UInt64, to events: SocketEvents)
  /// Stops watching a descriptor, before it is closed.
  func remove(_ descriptor: Int32)
  /// Waits until a watched descriptor is ready or the time passes.
  ///
  /// - Parameter milliseconds: The most time to wait.
  /// - Returns: Each ready descriptor's id and what it is ready for.
  func wait(milliseconds: Int32) -> [(id: UInt64, events: SocketEvents)]
  /// Releases what the poller holds.
  func close()
}

/// Makes the poller of this system.
enum SocketPollers {
  /// The environment variable that, set to `poll`, makes Linux use the portable poller.
  static let choice = "DLC_SOCKET_POLLER"

  /// `epoll` on Linux unless the environment asks for `poll`; `poll` elsewhere.
  ///
  /// - Returns: The poller, or `nil` when the system gives none (no descriptor left).
  static func make(environment: [String: String]) -> (any SocketPoller)? {
    #if os(Linux)
      if environment[choice] != "poll" {
        return EpollPoller()
      }
    #endif
    return PollPoller()
  }
}
