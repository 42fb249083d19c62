import DLCWeb
import Foundation
import Scenes
import TestSupport
import Testing

@testable import DLCWebFuzz

#if canImport(Glibc)
  import Glibc
#endif

@Test func aBatchAgainstAtlasServedFindsNothing() async throws {
  let server = try ServedAtlas()
  let session = try await openSession(on: server)
  var supervisor = WebFuzzSupervisor(
    generator: RequestGenerator(seed: 2_024, session: session), requests: 300,
    hangLimit: .seconds(30), serverGone: { [process = server.process] in FuzzServer.gone(process) })
  supervisor.batchSize = 100
  let outcome = await offThePool { [supervisor] in supervisor.run() }
  #expect(outcome.finding == nil)
  #expect(outcome.sent == 300)
}

@Test func aServerThatNeverAnswersIsReportedAsAHang() async throws {
  let listener = try #require(SilentListener())
  defer { close(listener.socket) }
  let session = FuzzSession(port: listener.port, cookie: "c", token: "t")
  var supervisor = WebFuzzSupervisor(
    generator: RequestGenerator(seed: 1, session: session), requests: 8,
    hangLimit: .milliseconds(200), serverGone: { nil })
  supervisor.batchSize = 8
  let outcome = await offThePool { [supervisor] in supervisor.run() }
  let finding = try #require(outcome.finding)
  #expect(finding.problem.contains("within"))
}

@Test func aServerThatIsGoneEndsTheRunAfterTheBatch() async throws {
  let server = try ServedAtlas()
  let session = try await openSession(on: server)
  var supervisor = WebFuzzSupervisor(
    generator: RequestGenerator(seed: 5, session: session), requests: 40,
    hangLimit: .seconds(30), serverGone: { "the server crashed: signal 11" })
  supervisor.batchSize = 20
  let outcome = await offThePool { [supervisor] in supervisor.run() }
  #expect(outcome.finding?.kind == "server")
  #expect(outcome.sent == 20)
}

/// Atlas served by the built fuzzer's `--serve`, in a process of its own as the fuzzer serves
/// it: its main actor is its own, not shared with every other test of the run.
private final class ServedAtlas: Sendable {
  let process: pid_t
  let port: Int

  init() throws {
    let program = try BuiltProgram.named("DLCWebFuzz").url.path
    let served = try #require(FuzzServer.spawn(program: program), "the server did not start")
    (process, port) = served
  }

  deinit {
    kill(process, SIGKILL)
    var status: Int32 = 0
    waitpid(process, &status, 0)
  }
}

/// A socket that listens on 127.0.0.1 and never accepts: connections are made by the system
/// and never answered.
private struct SilentListener {
  let socket: Int32
  let port: Int

  init?() {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.socket = socket
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && listen(socket, 64) == 0
          && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { return nil }
    port = Int(UInt16(bigEndian: address.sin_port))
  }
}

/// Opens a session on the served Atlas, off the cooperative pool as the fuzzer does.
private func openSession(
  on server: ServedAtlas, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> FuzzSession {
  let port = server.port
  let opened = await offThePool { FuzzSession.open(port: port) }
  return try #require(opened, sourceLocation: sourceLocation)
}
