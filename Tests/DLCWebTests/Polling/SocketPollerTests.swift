import Testing

@testable import DLCWeb

#if canImport(Glibc)
  import Glibc
#endif

/// Both pollers tell the same readiness of the same descriptors, each by the id it was given.
struct SocketPollerTests {
  static var pollers: [String] { ["epoll", "poll"] }

  private func poller(_ name: String) throws -> any SocketPoller {
    try #require(SocketPollers.make(environment: [SocketPollers.choice: name]))
  }

  /// A pipe, closed when the test ends.
  private final class Pipe {
    let read: Int32
    let write: Int32

    init() {
      var ends: [Int32] = [-1, -1]
      _ = pipe(&ends)
      read = ends[0]
      write = ends[1]
    }

    deinit {
      close(read)
      close(write)
    }
  }

  @Test func linuxUsesEpollUnlessThePortablePollerIsAskedFor() {
    #expect(SocketPollers.make(environment: [:]) is EpollPoller)
    #expect(SocketPollers.make(environment: [SocketPollers.choice: "poll"]) is PollPoller)
  }

  @Test(arguments: pollers)
  func aDescriptorIsReadyOnlyOnceItHasBytes(_ name: String) throws {
    let poller = try poller(name)
    defer { poller.close() }
    let pipe = Pipe()
    poller.add(pipe.read, as: 7, for: .readable)
    #expect(poller.wait(milliseconds: 0).isEmpty)

    var byte: UInt8 = 1
    _ = write(pipe.write, &byte, 1)

    let ready = poller.wait(milliseconds: 1_000)
    #expect(ready.map(\.id) == [7])
    #expect(ready.first?.events.contains(.readable) == true)
  }

  @Test(arguments: pollers)
  func aDescriptorWatchedForNothingOrRemovedIsNotReported(_ name: String) throws {
    let poller = try poller(name)
    defer { poller.close() }
    let first = Pipe()
    let second = Pipe()
    poller.add(first.read, as: 1, for: .readable)
    poller.add(second.read, as: 2, for: .readable)
    var byte: UInt8 = 1
    _ = write(first.write, &byte, 1)
    _ = write(second.write, &byte, 1)

    poller.change(first.read, as: 1, to: [])
    poller.remove(second.read)

    #expect(poller.wait(milliseconds: 0).isEmpty)
  }

  @Test(arguments: pollers)
  func roomToWriteIsReportedWhenWatchedFor(_ name: String) throws {
    let poller = try poller(name)
    defer { poller.close() }
    let pipe = Pipe()
    poller.add(pipe.write, as: 3, for: .writable)

    let ready = poller.wait(milliseconds: 1_000)

    #expect(ready.map(\.id) == [3])
    #expect(ready.first?.events.contains(.writable) == true)
  }
}
