#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A poller on `poll(2)`, which every system has: each wait looks at every watched socket, so
/// its cost grows with all of them, where `epoll`'s grows with the ready ones alone.
///
/// It is shared without a lock because no two threads ever use it: the listener's init adds
/// its first two descriptors before the loop's thread starts (starting a thread orders what
/// came before it), and every later call comes from that thread alone.
final class PollPoller: SocketPoller, @unchecked Sendable {
  private var watched: [pollfd] = []
  private var ids: [UInt64] = []
  private var indexes: [Int32: Int] = [:]

  func add(_ descriptor: Int32, as id: UInt64, for events: SocketEvents) {
    indexes[descriptor] = watched.count
    watched.append(pollfd(fd: descriptor, events: Self.pollEvents(events), revents: 0))
    ids.append(id)
  }

  func change(_ descriptor: Int32, as id: UInt64, to events: SocketEvents) {
    guard let index = indexes[descriptor] else { return add(descriptor, as: id, for: events) }
    watched[index].events = Self.pollEvents(events)
    ids[index] = id
  }

  func remove(_ descriptor: Int32) {
    guard let index = indexes.removeValue(forKey: descriptor) else { return }
    // The last takes the removed one's place, so that removing costs the same for any.
    let last = watched.count - 1
    if index != last {
      watched[index] = watched[last]
      ids[index] = ids[last]
      indexes[watched[index].fd] = index
    }
    watched.removeLast()
    ids.removeLast()
  }

  func wait(milliseconds: Int32) -> [(id: UInt64, events: SocketEvents)] {
    let count = watched.withUnsafeMutableBufferPointer {
      poll($0.baseAddress, nfds_t($0.count), milliseconds)
    }
    guard count > 0 else { return [] }
    var ready: [(id: UInt64, events: SocketEvents)] = []
    for (index, entry) in watched.enumerated() where entry.revents != 0 {
      var events: SocketEvents = []
      if entry.revents & Int16(POLLIN) != 0 { events.insert(.readable) }
      if entry.revents & Int16(POLLOUT) != 0 { events.insert(.writable) }
      if entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { events.insert(.hungUp) }
      ready.append((ids[index], events))
    }
    return ready
  }

  func close() {
    watched = []
    ids = []
    indexes = [:]
  }

  private static func pollEvents(_ events: SocketEvents) -> Int16 {
    (events.contains(.readable) ? Int16(POLLIN) : 0)
      | (events.contains(.writable) ? Int16(POLLOUT) : 0)
  }
}
