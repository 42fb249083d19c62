import Foundation
import Testing

@testable import dlc

struct InvocationParsingTests {
  private static func options(
    json: Bool = false,
    server: String? = nil,
    cache: String? = nil
  ) -> SessionOptions {
    SessionOptions(
      json: json, server: server.flatMap(URL.init(string:)),
      cacheFolder: cache.map { URL(fileURLWithPath: $0, isDirectory: true) })
  }

  private static let valid: [([String], Invocation)] = [
    ([], .interactive(options())),
    (["--json"], .interactive(options(json: true))),
    (
      ["--server", "http://localhost:8080"], .interactive(options(server: "http://localhost:8080"))
    ),
    (["--server=https://atlas.example"], .interactive(options(server: "https://atlas.example"))),
    (["--cache", "/tmp/atlas"], .interactive(options(cache: "/tmp/atlas"))),
    (["run", "a.dlc", "b.dlc"], .run(options(), files: ["a.dlc", "b.dlc"])),
    (["run", "--json", "a.dlc"], .run(options(json: true), files: ["a.dlc"])),
    (["--json", "run", "a.dlc"], .run(options(json: true), files: ["a.dlc"])),
    (["run", "a.dlc", "--json"], .run(options(json: true), files: ["a.dlc"])),
    (["run", "--", "--odd.dlc"], .run(options(), files: ["--odd.dlc"])),
    (["run", "-"], .run(options(), files: ["-"])),
    (["scenes"], .scenes(json: false)),
    (["scenes", "--json"], .scenes(json: true)),
    (["--version"], .version),
    (["--help"], .help(command: nil)),
    (["-h"], .help(command: nil)),
    (["run", "--help"], .help(command: "run")),
    (["help"], .help(command: nil)),
    (["help", "scenes"], .help(command: "scenes")),
  ]

  @Test(arguments: valid)
  func readsEveryFormOfTheCommandLine(arguments: [String], invocation: Invocation) throws {
    #expect(try Invocation(parsing: arguments) == invocation)
  }

  private static let invalid: [([String], UsageError)] = [
    (["--jsn"], UsageError(message: "unknown option '--jsn'; did you mean '--json'?")),
    (["run", "--fast", "a.dlc"], UsageError(message: "unknown option '--fast'", command: "run")),
    (["rnu"], UsageError(message: "unknown command 'rnu'; did you mean 'run'?")),
    (
      ["login.dlc"],
      UsageError(message: "unknown command 'login.dlc'; to run a script, type 'dlc run login.dlc'")
    ),
    (["run"], UsageError(message: "'run' needs at least one script FILE", command: "run")),
    (["--server"], UsageError(message: "'--server' needs a URL")),
    (["--server", "--json"], UsageError(message: "'--server' needs a URL")),
    (["--cache="], UsageError(message: "'--cache' needs a DIR")),
    (
      ["--server", "ftp://example.com"],
      UsageError(
        message: "'--server' needs an http or https URL, such as http://localhost:8080, "
          + "not 'ftp://example.com'")
    ),
    (["--json=yes"], UsageError(message: "'--json' takes no value")),
    (["scenes", "all"], UsageError(message: "unexpected 'all' after 'scenes'", command: "scenes")),
    (
      ["scenes", "--cache", "/tmp/x"],
      UsageError(message: "'scenes' takes no --server or --cache", command: "scenes")
    ),
    (["help", "bogus"], UsageError(message: "unknown command 'bogus'")),
    (
      ["help", "run", "now"], UsageError(message: "unexpected 'now' after 'help'", command: "help")
    ),
  ]

  @Test(arguments: invalid)
  func refusesMalformedCommandLines(arguments: [String], error: UsageError) {
    #expect(throws: error) { try Invocation(parsing: arguments) }
  }

  @Test func hintPointsToTheRightHelp() {
    #expect(UsageError(message: "x").hint == "Run 'dlc --help' for usage.")
    #expect(UsageError(message: "x", command: "run").hint == "Run 'dlc run --help' for usage.")
  }
}
