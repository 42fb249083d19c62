import Testing

@testable import DLCCommandLine

struct ServeOptionsTests {
  private func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try Invocation(parsing: arguments, toolName: "app", options: [])
  }

  @Test func serveTakesItsOptions() throws {
    let invocation = try parse([
      "serve", "--host", "0.0.0.0", "--port", "0", "--max-sessions", "5", "--idle-timeout",
      "90s", "--allow-host", "atlas.example", "--open", "app://x",
    ])
    var expected = ServeOptions()
    expected.host = "0.0.0.0"
    expected.port = 0
    expected.maximumSessions = 5
    expected.idleTimeout = .seconds(90)
    expected.allowedHosts = ["atlas.example"]
    #expect(invocation == .serve(SessionOptions(link: "app://x"), expected))
  }

  @Test func serveDefaultsToTheLoopbackAddress() throws {
    #expect(try parse(["serve"]) == .serve(SessionOptions(), ServeOptions()))
    #expect(ServeOptions().host == "127.0.0.1")
    #expect(ServeOptions().idleTimeout == .seconds(1_800))
    #expect(ServeOptions().maximumSessions == 1_000)
  }

  @Test(arguments: [
    ["serve", "--port", "70000"], ["serve", "--idle-timeout", "soon"],
    ["serve", "--max-sessions", "0"], ["--port", "0"], ["run", "--host", "0.0.0.0", "a.dlc"],
  ])
  func refusesWhatItCannotUse(_ arguments: [String]) {
    #expect(throws: UsageError.self) { try parse(arguments) }
  }

  @Test func anIdleTimeoutOfZeroIsRefusedAsNotAboveZero() {
    #expect(
      throws: UsageError(
        message: "'--idle-timeout' needs a duration above zero, such as 30m, 90s or 500ms, not "
          + "'0s'",
        command: "serve")
    ) { try parse(["serve", "--idle-timeout", "0s"]) }
  }

  @Test(arguments: [
    ("500ms", Duration.milliseconds(500)), ("2s", .seconds(2)), ("30m", .seconds(1_800)),
    ("1h", .seconds(3_600)),
  ])
  func readsADuration(_ text: String, _ duration: Duration) {
    #expect(ServeOptions.duration(text) == duration)
  }
}
