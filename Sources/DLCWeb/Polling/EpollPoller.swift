#if os(Linux)
  internal import CEpoll
  import Glibc

  /// A poller on Linux's `epoll`: a wait costs what the ready sockets need, however many
  /// browsers are connected and idle.
  ///
  /// It is shared without a lock because no two threads ever use it: the listener's init adds
  /// its first two descriptors before the loop's thread starts (starting a thread orders what
  /// came before it), and every later call comes from that thread alone.
  final class EpollPoller: SocketPoller, @unchecked Sendable {
    private let instance: Int32
    private var ready = [epoll_event](repeating: epoll_event(), count: 256)

    /// Makes an epoll instance; `nil` when the system gives none.
    init?() {
      instance = epoll_create1(Int32(EPOLL_CLOEXEC))
      guard instance >= 0 else { return nil }
    }

    func add(_ descriptor: Int32, as id: UInt64, for events: SocketEvents) {
      control(EPOLL_CTL_ADD, descriptor, id, events)
    }

    func change(_ descriptor: Int32, as id: UInt64, to events: SocketEvents) {
      control(EPOLL_CTL_MOD, descriptor, id, events)
    }

    func remove(_ descriptor: Int32) {
      var unused = epoll_event()
      _ = epoll_ctl(instance, EPOLL_CTL_DEL, descriptor, &unused)
    }

    func wait(milliseconds: Int32) -> [(id: UInt64, events: SocketEvents)] {
      let count = epoll_wait(instance, &ready, Int32(ready.count), milliseconds)
      return ready.prefix(Int(max(count, 0))).map { event in
        var events: SocketEvents = []
        if event.events & EPOLLIN.rawValue != 0 { events.insert(.readable) }
        if event.events & EPOLLOUT.rawValue != 0 { events.insert(.writable) }
        if event.events & (EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0 { events.insert(.hungUp) }
        return (event.data.u64, events)
      }
    }

    func close() {
      Glibc.close(instance)
    }

    private func control(
      _ operation: Int32, _ descriptor: Int32, _ id: UInt64, _ events: SocketEvents
    ) {
      var event = epoll_event()
      event.events =
        (events.contains(.readable) ? EPOLLIN.rawValue : 0)
        | (events.contains(.writable) ? EPOLLOUT.rawValue : 0)
      event.data.u64 = id
      _ = epoll_ctl(instance, operation, descriptor, &event)
    }
  }
#endif
