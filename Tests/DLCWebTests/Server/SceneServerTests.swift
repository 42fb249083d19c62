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
    limits: HTTPLimits = HTTPLimits(requestTimeout: .seconds(120)),
    application: @escaping @MainActor () -> ProbeApplication = { ProbeApplication() }
  ) throws -> SceneServer {
    let server = SceneServer(
      name: "probe", configuration: configuration, makeApplication: { application() })
    server.limits = limits
    try server.start()
    return server
  }

  private func port(of server: SceneServer) throws -> Int {
    try #require(server.port)
  }

  /// Runs a test against a server started for it, given the server and its port, and stops the
  /// server when the test ends.
  private func withServer(
    _ configuration: SceneServerConfiguration = SceneServerConfiguration(),
    _ body: (SceneServer, Int) async throws -> Void
  ) async throws {
    let server = try served(configuration)
    defer { server.stop() }
    try await body(server, try port(of: server))
  }

  /// Runs a test in a browser that has loaded the first page of a server started for it: it
  /// holds a session, and the page's token.
  private func withBrowser(
    _ body: (SceneServer, inout TestBrowser) async throws -> Void
  ) async throws {
    try await withServer { server, port in
      var browser = TestBrowser(port: port)
      _ = try await browser.load()
      try await body(server, &browser)
    }
  }

  /// Runs a test in a browser whose page follows its screen, on a server started for it with
  /// the application given: the first screen has come.
  private func withPageFollowed(
    _ application: @escaping @MainActor () -> ProbeApplication = { ProbeApplication() },
    _ body: (inout TestBrowser, WebClient) async throws -> Void
  ) async throws {
    let server = try served(application: application)
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let events = try browser.events()
    #expect(await events.event { $0.contains("\"revision\":0") } != nil)
    try await body(&browser, events)
  }

  @Test func bindsTheLoopbackAddressByDefault() async throws {
    try await withServer { server, port in
      #expect(server.configuration.host == "127.0.0.1")
      #expect(server.url == "http://127.0.0.1:\(port)/")
    }
  }

  @Test func aNewBrowserGetsASessionCookieAndToken() async throws {
    try await withServer { _, port in
      var browser = TestBrowser(port: port)
      let page = try await browser.load()
      #expect(page.status == 200)
      let cookie = try #require(page.header("Set-Cookie"))
      #expect(cookie.hasPrefix("dlc-session-\(port)="))
      #expect(cookie.hasSuffix("; HttpOnly; SameSite=Lax; Path=/"))
      #expect(browser.cookie.map(SessionSecret.isWellFormed) == true)
      #expect(browser.token.map(SessionSecret.isWellFormed) == true)
      #expect(page.body.contains("data-dlc-scene=\"Home\""))
    }
  }

  @Test func everyResponseCarriesThePolicyAndNosniff() async throws {
    try await withServer { _, port in
      var browser = TestBrowser(port: port)
      for target in ["/", "/dlc.js", "/dlc.css", "/screen", "/missing"] {
        let response = try await browser.load(target)
        #expect(response.header("Content-Security-Policy") == "default-src 'self'", "\(target)")
        #expect(response.header("X-Content-Type-Options") == "nosniff", "\(target)")
      }
    }
  }

  @Test func aReloadKeepsTheSessionAndItsScreen() async throws {
    try await withBrowser { server, browser in
      let answer = try await browser.input("tap next")
      #expect(answer.body.contains("\"scene\":\"Next\""))
      let reload = try await browser.load()
      #expect(reload.header("Set-Cookie") == nil)
      #expect(reload.body.contains("data-dlc-scene=\"Next\""))
      #expect(server.sessionCount == 1)
    }
  }

  @Test func twoBrowsersNeverSeeEachOthersScreens() async throws {
    try await withBrowser { server, first in
      var second = TestBrowser(port: try port(of: server))
      _ = try await second.load()
      #expect(first.cookie != second.cookie)
      _ = try await first.input("tap next")
      #expect(try await first.screen().body.contains("\"scene\":\"Next\""))
      #expect(try await second.screen().body.contains("\"scene\":\"Home\""))
    }
  }

  @Test(.enabled(if: WebClient.hasIPv6Loopback))
  func servesOnTheIPv6LoopbackAddress() async throws {
    try await withServer(SceneServerConfiguration(host: "::1")) { server, port in
      #expect(server.url == "http://[::1]:\(port)/")
      #expect(server.configuration.isLoopback)

      let client = try WebClient(port: port, address: "::1")
      let response = try #require(await client.request("GET", "/", host: "[::1]:\(port)"))

      #expect(response.status == 200)
      #expect(server.sessionCount == 1)
    }
  }

  @Test(.enabled(if: WebClient.hasIPv6Loopback))
  func everyIPv6AddressTakesIPv4ConnectionsToo() async throws {
    try await withServer(SceneServerConfiguration(host: "::")) { server, port in
      #expect(server.url == "http://[::1]:\(port)/")

      let client = try WebClient(port: port)
      let response = try #require(await client.request("GET", "/", host: "127.0.0.1:\(port)"))

      #expect(response.status == 200)
    }
  }

  @Test func aHostThatIsNoAddressIsRefusedBeforeListening() {
    let server = SceneServer(
      name: "probe", configuration: SceneServerConfiguration(host: "atlas.example")
    ) { ProbeApplication() }
    #expect(throws: SceneServerError.invalidHost("atlas.example")) { try server.start() }
    #expect(server.port == nil)
  }

  @Test func anotherHostNameIsRefused() async throws {
    try await withServer { server, port in
      let client = try WebClient(port: port)
      let response = try #require(await client.request("GET", "/", host: "rebound.example:80"))
      #expect(response.status == 421)
      #expect(response.header("Set-Cookie") == nil)
      #expect(server.sessionCount == 0)
    }
  }

  @Test func anAllowedHostIsServed() async throws {
    try await withServer(SceneServerConfiguration(allowedHosts: ["atlas.example"])) { _, port in
      let client = try WebClient(port: port)
      let response = try #require(await client.request("GET", "/", host: "atlas.example"))
      #expect(response.status == 200)
    }
  }

  /// An input must carry the page's token and come from the page's origin; either wrong, it is
  /// refused and the screen stays as it was.
  @Test(arguments: [
    (String?.some(String(repeating: "0", count: 32)), String?.none),
    (nil, "http://evil.example"),
  ])
  func anInputWithAWrongTokenOrFromAnotherOriginIsRefused(token: String?, origin: String?)
    async throws
  {
    try await withBrowser { _, browser in
      let answer = try await browser.input("tap next", origin: origin, token: token)
      #expect(answer.status == 403)
      #expect(try await browser.screen().body.contains("\"scene\":\"Home\""))
    }
  }

  @Test func aCommandThatIsNotAnInputIs400() async throws {
    try await withBrowser { _, browser in
      for command in ["state", "expect screen has x", "quit"] {
        let answer = try await browser.input(command)
        #expect(answer.status == 400, "\(command)")
      }
    }
  }

  @Test func aFailedInputIsAnsweredWithTheScreenAndAnError() async throws {
    try await withBrowser { _, browser in
      let answer = try await browser.input("tap nowhere")
      #expect(answer.status == 200)
      #expect(answer.body.contains("\"error\":"))
      #expect(answer.body.contains("\"screen\":{"))
    }
  }

  @Test func applicationTextReachesThePageAsText() async throws {
    try await withBrowser { _, browser in
      let screen = try await browser.screen()
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(screen.body.utf8)) as? [String: Any])
      let elements = (json["screen"] as? [String: Any])?["elements"] as? [[String: Any]]
      #expect(elements?.first?["text"] as? String == ProbeApplication.markup)
      #expect(screen.header("Content-Type") == "application/json")
    }
  }

  @Test func secureFieldTextIsNeverSentBack() async throws {
    try await withBrowser { _, browser in
      let secret = "hunter2-topsecret"
      let typed = try await browser.input("type secret \(secret)")
      browser.keepCookie(of: typed)
      let failed = try await browser.input("type secret \"\(secret)")
      let events = try browser.events()
      _ = try await browser.input("tap next")
      let stream = await events.event { $0.contains("\"scene\":\"Next\"") }
      #expect(stream != nil)
      for text in [typed.body, failed.body, try await browser.screen().body, stream ?? ""] {
        #expect(!text.contains(secret))
        #expect(!text.contains("hunter2"))
      }
    }
  }

  @Test func aSecretTheSceneShowsIsMaskedInEveryScreenSent() async throws {
    try await withBrowser { _, browser in
      let secret = "hunter2-topsecret"
      browser.keepCookie(of: try await browser.input("type secret \(secret)"))
      let events = try browser.events()
      let revealed = try await browser.input("tap reveal")
      let stream = await events.event { $0.contains("You typed") }
      #expect(stream != nil)
      let page = try await browser.load()
      for text in [revealed.body, try await browser.screen().body, stream ?? "", page.body] {
        #expect(!text.contains("hunter2"))
      }
      #expect(revealed.body.contains("You typed ********"))
      #expect(revealed.body.contains("typed ********"))
    }
  }

  @Test func aTypeIntoAMistypedFieldIsWithheldWithoutCallingTheFieldSecure() async throws {
    try await withBrowser { _, browser in
      let failed = try await browser.input("type secrte hunter2-topsecret")
      #expect(!failed.body.contains("hunter2"))
      #expect(failed.body.contains("the text typed is withheld, as it may be secret"))
      #expect(failed.body.contains("no element 'secrte'"))
      #expect(!failed.body.contains("secure field"))
    }
  }

  @Test func workEndingLaterIsPushedWithoutAnotherInput() async throws {
    let gate = ProbeGate()
    try await withPageFollowed({ ProbeApplication(gate: gate) }) { browser, events in
      let answer = try await browser.input("tap later")
      #expect(answer.body.contains("\"text\":\"idle\""))
      gate.open()
      #expect(await events.event { $0.contains("\"text\":\"done\"") } != nil)
    }
  }

  @Test func eachBusySessionIsWatchedUntilItsOwnWorkEnds() async throws {
    // Two sessions wait on work of their own; all busy sessions are watched together, and the
    // first one's end must not end the watch of the second.
    let gates = [ProbeGate(), ProbeGate()]
    var made = 0
    let server = try served(
      application: {
        defer { made += 1 }
        return ProbeApplication(gate: gates[min(made, 1)])
      })
    defer { server.stop() }
    var first = TestBrowser(port: try port(of: server))
    var second = TestBrowser(port: try port(of: server))
    _ = try await first.load()
    _ = try await second.load()
    let firstEvents = try first.events()
    let secondEvents = try second.events()
    _ = try await first.input("tap later")
    _ = try await second.input("tap later")

    gates[0].open()
    #expect(await firstEvents.event { $0.contains("\"text\":\"done\"") } != nil)
    try await Task.sleep(for: .milliseconds(100))
    gates[1].open()

    #expect(await secondEvents.event { $0.contains("\"text\":\"done\"") } != nil)
  }

  @Test func aChangeFollowedFromOutsideIsPushedWithoutAnInput() async throws {
    let feed = ProbeFeed()
    try await withPageFollowed({ ProbeApplication(feed: feed) }) { _, events in
      // Long after the start's work has settled, with nothing watched.
      try await Task.sleep(for: .milliseconds(200))

      feed.post("another session wrote")

      #expect(await events.event { $0.contains("\"text\":\"another session wrote\"") } != nil)
    }
  }

  @Test func anEventLargerThanAStreamMayFallBehindStillReachesAPageThatReads() async throws {
    let feed = ProbeFeed()
    let server = try served(
      limits: HTTPLimits(requestTimeout: .seconds(120), maximumUnsentStreamBytes: 1_000),
      application: { ProbeApplication(feed: feed) })
    defer { server.stop() }
    var browser = TestBrowser(port: try port(of: server))
    _ = try await browser.load()
    let events = try browser.events()
    #expect(await events.event { $0.contains("\"revision\":0") } != nil)
    let news = String(repeating: "n", count: 5_000)

    feed.post(news)

    #expect(await events.event { $0.contains(news) } != nil)
  }

  @Test func aSceneThatTicksPushesEachTickToThePage() async throws {
    try await withPageFollowed { browser, events in
      _ = try await browser.input("tap tick")

      #expect(await events.event { $0.contains("\"text\":\"3\"") } != nil)
      let answer = try await browser.input("tap next")
      #expect(answer.status == 200)
      #expect(!answer.body.contains("\"error\""))
    }
  }

  @Test func aLinkInTheAddressOpensInTheSession() async throws {
    try await withServer { _, port in
      var browser = TestBrowser(port: port)
      let response = try await browser.load("/?open=probe%3A%2F%2Fnext")
      #expect(response.status == 303)
      #expect(response.header("Location") == "/")
      #expect(try await browser.screen().body.contains("\"scene\":\"Next\""))
    }
  }

  @Test func aLinkInTheAddressThatLeadsNowhereGetsAPageSayingWhy() async throws {
    try await withServer { _, port in
      var browser = TestBrowser(port: port)
      let response = try await browser.load("/?open=bogus%3A%2F%2F%3Cb%3Ex")
      #expect(response.status == 404)
      #expect(response.body.contains("This link leads nowhere"))
      #expect(response.body.contains("<code>bogus://&lt;b&gt;x</code>"))
      #expect(response.body.contains("no route matches"))
      // The session goes on, on the screen it had.
      #expect(try await browser.screen().body.contains("\"scene\":"))
    }
  }

  @Test func aFullTableOfSessionsThatCameBackStillLetsANewBrowserIn() async throws {
    try await withServer(SceneServerConfiguration(maximumSessions: 2)) { _, port in
      var first = TestBrowser(port: port)
      var second = TestBrowser(port: port)
      var third = TestBrowser(port: port)
      #expect(try await first.load().status == 200)
      #expect(try await first.screen().status == 200)
      #expect(try await second.load().status == 200)
      #expect(try await second.screen().status == 200)

      let made = try await third.load()

      #expect(made.status == 200)
      #expect(try await third.screen().status == 200)
      // The session idle longest made way; the other one goes on.
      #expect(try await first.screen().status == 403)
      #expect(try await second.screen().status == 200)
    }
  }

  @Test func typingASecretGivesTheSessionANewIdAndTheOldOneNamesNothing() async throws {
    try await withBrowser { _, browser in
      let before = try #require(browser.cookie)
      let typed = try await browser.input("type secret hunter2")
      #expect(typed.status == 200)
      #expect(typed.header("X-DLC-Session") == "renamed")
      browser.keepCookie(of: typed)
      let after = try #require(browser.cookie)

      #expect(after != before)
      #expect(try await browser.screen().status == 200)
      var planted = browser
      planted.cookie = before
      #expect(try await planted.screen().status == 403)
    }
  }

  @Test func aSessionKeepsItsNewestStreamsAndClosesTheOldest() async throws {
    try await withBrowser { _, browser in
      var streams: [WebClient] = []
      for _ in 0..<(WebSession.maximumStreams + 1) {
        let stream = try browser.events()
        _ = await stream.event { $0.contains("\"revision\":0") }
        streams.append(stream)
      }

      let (_, oldestClosed) = await streams[0].readToEnd()

      #expect(oldestClosed)
      _ = try await browser.input("tap next")
      for stream in streams.dropFirst() {
        #expect(await stream.event { $0.contains("\"scene\":\"Next\"") } != nil)
      }
    }
  }

  @Test func headOfTheEventsAnswersWithoutAStream() async throws {
    try await withBrowser { _, browser in
      let client = try WebClient(port: browser.port)
      client.send(
        "HEAD /events HTTP/1.1\r\nHost: \(browser.host)\r\nCookie: \(browser.cookieName)="
          + "\(browser.cookie ?? "")\r\nConnection: close\r\n\r\n")
      let (text, closed) = await client.readToEnd()
      #expect(text.hasPrefix("HTTP/1.1 200 "))
      #expect(text.hasSuffix("\r\n\r\n"))
      #expect(closed)
    }
  }

  @Test func anIdleSessionEndsAndItsScenesAreFreed() async throws {
    try await withServer(SceneServerConfiguration(idleTimeout: .milliseconds(100))) {
      server, port in
      let tracker = LeakTracker()
      var browser = TestBrowser(port: port)
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
