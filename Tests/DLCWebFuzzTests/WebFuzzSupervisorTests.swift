import DLCWeb
import Foundation
import Scenes
import TestSupport
import Testing

@testable import DLCWebFuzz

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Test func aBatchAgainstAtlasServedFindsNothing() async throws {
  let server = SceneServer(name: "atlas") { Atlas(configuration: AtlasConfiguration()) }
  try server.start()
  defer { server.stop() }
  let port = try #require(server.port)
  let session = try #require(await offThePool { FuzzSession.open(port: port) })
  var supervisor = WebFuzzSupervisor(
    generator: RequestGenerator(seed: 2_024, session: session), requests: 300,
    hangLimit: .seconds(30), serverGone: { nil })
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

@MainActor
@Test func aServerThatIsGoneEndsTheRunAfterTheBatch() async throws {
  let server = SceneServer(name: "atlas") { Atlas(configuration: AtlasConfiguration()) }
  try server.start()
  defer { server.stop() }
  let port = try #require(server.port)
  let session = try #require(await offThePool { FuzzSession.open(port: port) })
  var supervisor = WebFuzzSupervisor(
    generator: RequestGenerator(seed: 5, session: session), requests: 40,
    hangLimit: .seconds(30), serverGone: { "the server crashed: signal 11" })
  supervisor.batchSize = 20
  let outcome = await offThePool { [supervisor] in supervisor.run() }
  #expect(outcome.finding?.kind == "server")
  #expect(outcome.sent == 20)
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
