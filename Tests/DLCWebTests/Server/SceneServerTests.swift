import DLC
import DLCTesting
import Foundation
import TestSupport
import Testing

@testable import DLCWeb

@MainActor
struct SceneServerTests {
  private func served(
    _ configuration: SceneServerConfiguration = SceneServerConfiguration(),
    // Long enough that a test held up on a busy machine is not taken for a slow client.
    limits: HTTPLimits = HTTPLimits(requestTimeout: .seconds(120))
  ) throws -> SceneServer {
    let server = SceneServer(name: "probe", configuration: configuration) { ProbeApplication() }
    server.limits = limits
    try server.start()
    return server
  }

  private func port(of server: SceneServer) throws -> Int {
    try #require(server.port)
  }

  @Test func bindsTheLoopbackAddressByDefault() throws {
    let server = try served()
    defer { server.stop() }
    #expect(server.configuration.host == "127.0.0.1")
    #expect(server.url == "http://127.0.0.1:\(try port(of: server))/")
  }

  @Test func aNewBrowserGetsASessionCookieAndToken() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    let page = try await browser.load()
    #expect(page.status == 200)
    let cookie = try #require(page.header("Set-Cookie"))
    #expect(cookie.hasPrefix("dlc-session="))
    #expect(cookie.hasSuffix("; HttpOnly; SameSite=Strict; Path=/"))
    #expect(browser.cookie.map(SessionSecret.isWellFormed) == true)
    #expect(browser.token.map(SessionSecret.isWellFormed) == true)
    #expect(page.body.contains("data-dlc-scene=\"Home\""))
  }

  @Test func everyResponseCarriesThePolicyAndNosniff() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    for target in ["/", "/dlc.js", "/dlc.css", "/screen", "/missing"] {
      let response = try await browser.load(target)
      #expect(response.header("Content-Security-Policy") == "default-src 'self'", "\(target)")
      #expect(response.header("X-Content-Type-Options") == "nosniff", "\(target)")
    }
  }

  @Test func aReloadKeepsTheSessionAndItsScreen() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let answer = try await browser.input("tap next")
    #expect(answer.body.contains("\"scene\":\"Next\""))
    let reload = try await browser.load()
    #expect(reload.header("Set-Cookie") == nil)
    #expect(reload.body.contains("data-dlc-scene=\"Next\""))
    #expect(server.sessionCount == 1)
  }

  @Test func twoBrowsersNeverSeeEachOthersScreens() async throws {
    let server = try served()
    defer { server.stop() }
    var first = TestBrowser(port: try port(of: server))
    var second = TestBrowser(port: try port(of: server))
    _ = try await first.load()
    _ = try await second.load()
    #expect(first.cookie != second.cookie)
    _ = try await first.input("tap next")
    #expect(try await first.screen().body.contains("\"scene\":\"Next\""))
    #expect(try await second.screen().body.contains("\"scene\":\"Home\""))
  }

  @Test(.enabled(if: WebClient.hasIPv6Loopback))
  func servesOnTheIPv6LoopbackAddress() async throws {
    let server = try served(SceneServerConfiguration(host: "::1"))
    defer { server.stop() }
    let port = try port(of: server)
    #expect(server.url == "http://[::1]:\(port)/")
    #expect(server.configuration.isLoopback)

    let client = try WebClient(port: port, address: "::1")
    let response = try #require(await client.request("GET", "/", host: "[::1]:\(port)"))

    #expect(response.status == 200)
    #expect(server.sessionCount == 1)
  }

  @Test(.enabled(if: WebClient.hasIPv6Loopback))
  func everyIPv6AddressTakesIPv4ConnectionsToo() async throws {
    let server = try served(SceneServerConfiguration(host: "::"))
    defer { server.stop() }
    let port = try port(of: server)
    #expect(server.url == "http://[::1]:\(port)/")

    let client = try WebClient(port: port)
    let response = try #require(await client.request("GET", "/", host: "127.0.0.1:\(port)"))

    #expect(response.status == 200)
  }

  @Test func aHostThatIsNoAddressIsRefusedBeforeListening() {
    let server = SceneServer(
      name: "probe", configuration: SceneServerConfiguration(host: "atlas.example")
    ) { ProbeApplication() }
    #expect(throws: SceneServerError.invalidHost("atlas.example")) { try server.start() }
    #expect(server.port == nil)
  }

  @Test func anotherHostNameIsRefused() async throws {
    let server = try served()
    defer { server.stop() }
    let client = try WebClient(port: try port(of: server))
    let response = try #require(await client.request("GET", "/", host: "rebound.example:80"))
    #expect(response.status == 421)
    #expect(response.header("Set-Cookie") == nil)
    #expect(server.sessionCount == 0)
  }

  @Test func anAllowedHostIsServed() async throws {
    let server = try served(SceneServerConfiguration(allowedHosts: ["atlas.example"]))
    defer { server.stop() }
    let client = try WebClient(port: try port(of: server))
    let response = try #require(await client.request("GET", "/", host: "atlas.example"))
    #expect(response.status == 200)
  }

  @Test func anInputWithoutTheTokenIsRefused() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let answer = try await browser.input("tap next", token: String(repeating: "0", count: 32))
    #expect(answer.status == 403)
    #expect(try await browser.screen().body.contains("\"scene\":\"Home\""))
  }

  @Test func anInputFromAnotherOriginIsRefused() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let answer = try await browser.input("tap next", origin: "http://evil.example")
    #expect(answer.status == 403)
    #expect(try await browser.screen().body.contains("\"scene\":\"Home\""))
  }

  @Test func aCommandThatIsNotAnInputIs400() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    for command in ["state", "expect screen has x", "quit"] {
      #expect(try await browser.input(command).status == 400, "\(command)")
    }
  }

  @Test func aFailedInputIsAnsweredWithTheScreenAndAnError() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let answer = try await browser.input("tap nowhere")
    #expect(answer.status == 200)
    #expect(answer.body.contains("\"error\":"))
    #expect(answer.body.contains("\"screen\":{"))
  }

  @Test func applicationTextReachesThePageAsText() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let screen = try await browser.screen()
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(screen.body.utf8)) as? [String: Any])
    let elements = (json["screen"] as? [String: Any])?["elements"] as? [[String: Any]]
    #expect(elements?.first?["text"] as? String == ProbeApplication.markup)
    #expect(screen.header("Content-Type") == "application/json")
  }

  @Test func secureFieldTextIsNeverSentBack() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let events = try browser.events()
    let secret = "hunter2-topsecret"
    let typed = try await browser.input("type secret \(secret)")
    let failed = try await browser.input("type secret \"\(secret)")
    _ = try await browser.input("tap next")
    let stream = await events.event { $0.contains("\"scene\":\"Next\"") }
    #expect(stream != nil)
    for text in [typed.body, failed.body, try await browser.screen().body, stream ?? ""] {
      #expect(!text.contains(secret))
      #expect(!text.contains("hunter2"))
    }
  }

  @Test func workEndingLaterIsPushedWithoutAnotherInput() async throws {
    let gate = ProbeGate()
    let server = SceneServer(name: "probe") { ProbeApplication(gate: gate) }
    try server.start()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let events = try browser.events()
    let first = await events.event { $0.contains("\"revision\":0") }
    #expect(first != nil)
    let answer = try await browser.input("tap later")
    #expect(answer.body.contains("\"text\":\"idle\""))
    gate.open()
    let pushed = await events.event { $0.contains("\"text\":\"done\"") }
    #expect(pushed != nil)
  }

  @Test func aLinkInTheAddressOpensInTheSession() async throws {
    let server = try served()
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    let response = try await browser.load("/?open=probe%3A%2F%2Fnext")
    #expect(response.status == 303)
    #expect(response.header("Location") == "/")
    #expect(try await browser.screen().body.contains("\"scene\":\"Next\""))
  }

  @Test func aNewBrowserBeyondTheMaximumGetsA503Page() async throws {
    let server = try served(SceneServerConfiguration(maximumSessions: 1))
    defer { server.stop() }
    var first = TestBrowser(port: try port(of: server))
    var second = TestBrowser(port: try port(of: server))
    #expect(try await first.load().status == 200)
    let refused = try await second.load()
    #expect(refused.status == 503)
    #expect(refused.body.contains("Too many people at once"))
    #expect(try await first.load().status == 200)
  }

  @Test func anIdleSessionEndsAndItsScenesAreFreed() async throws {
    let server = try served(SceneServerConfiguration(idleTimeout: .milliseconds(100)))
    defer { server.stop() }
    let tracker = LeakTracker()
    var browser = TestBrowser(port: try port(of: server))
    do {
      // Made here rather than by a first request, so that it cannot end before it is tracked.
      let session = try #require(server.sessions.newSession())
      session.stage.push(ProbeScene.next())
      for scene in session.stage.allScenes {
        tracker.trackObjects(reachableFrom: scene)
      }
      tracker.track(session)
      browser.cookie = session.id
    }
    var waited = 0
    while server.sessionCount > 0, waited < 500 {
      try await Task.sleep(for: .milliseconds(20))
      waited += 1
    }
    #expect(server.sessionCount == 0)
    #expect(try await browser.screen().status == 403)
    tracker.assertFreed()
  }

  @Test func stoppingEndsEverySession() async throws {
    let server = try served()
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let events = try browser.events()
    _ = await events.event { $0.contains("\"revision\":0") }
    server.stop()
    #expect(server.sessionCount == 0)
    let (_, closed) = await events.readToEnd()
    #expect(closed)
  }
}
