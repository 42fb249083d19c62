import Foundation
import Testing

@testable import DLCCommandLine

struct InvocationParsingTests {
  private static let server = ToolOption<URL>.webAddress("--server", help: "the server")
  private static let cache = ToolOption<URL>.folder("--cache", for: "cache folder", help: "cache")
  private static let verbose = ToolOption<Bool>.flag("--verbose", help: "say more")

  private static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try Invocation(parsing: arguments, toolName: "app", options: [server, cache, verbose])
  }

  private static func options(json: Bool = false, _ given: [(String, String)] = [])
    -> SessionOptions
  {
    var values = ToolOptionValues()
    for (name, text) in given {
      values.set(text, text: text, for: name)
    }
    return SessionOptions(json: json, values: values)
  }

  private static let valid: [([String], Invocation)] = [
    ([], .interactive(options())),
    (["--json"], .interactive(options(json: true))),
    (
      ["--server", "http://localhost:8080"],
      .interactive(options([("--server", "http://localhost:8080")]))
    ),
    (
      ["--server=https://example.org"],
      .interactive(options([("--server", "https://example.org")]))
    ),
    (["--cache", "/tmp/app"], .interactive(options([("--cache", "/tmp/app")]))),
    (["--verbose"], .interactive(options([("--verbose", "")]))),
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
    (["explore"], .explore(options(), ExploreOptions())),
    (
      ["explore", "--fill", "email=a@b.c", "--fill=password=x=y", "--seed", "3", "--json"],
      .explore(
        options(json: true),
        ExploreOptions(fills: ["email": "a@b.c", "password": "x=y"], seed: 3))
    ),
    (
      ["explore", "--max-steps", "50", "--out", "/tmp/found"],
      .explore(options(), ExploreOptions(maxSteps: 50, outputFolder: "/tmp/found"))
    ),
    (["graph", "--max-crashes", "3"], .graph(options(), ExploreOptions(maxCrashes: 3))),
    (["graph", "--format", "dot"], .graph(options(), ExploreOptions(format: .dot))),
    (
      ["graph", "--fill", "q=", "--server", "http://localhost:8080"],
      .graph(
        options([("--server", "http://localhost:8080")]), ExploreOptions(fills: ["q": ""]))
    ),
    (["explore", "--explore-child"], .explore(options(), ExploreOptions(isChild: true))),
    (
      ["run", "--settle-limit", "2s", "a.dlc"],
      .run(SessionOptions(settleLimit: .seconds(2)), files: ["a.dlc"])
    ),
    (
      ["explore", "--settle-limit=500ms"],
      .explore(SessionOptions(settleLimit: .milliseconds(500)), ExploreOptions())
    ),
    (["explore", "--help"], .help(command: "explore")),
    (["help", "graph"], .help(command: "graph")),
  ]

  @Test(arguments: valid)
  func readsEveryFormOfTheCommandLine(arguments: [String], invocation: Invocation) throws {
    #expect(try Self.parse(arguments) == invocation)
  }

  @Test func anOptionsValueIsReadAsItsType() throws {
    guard case .interactive(let options) = try Self.parse(["--server", "http://127.0.0.1:9"])
    else {
      Issue.record("not an interactive session")
      return
    }
    #expect(options.values[Self.server] == URL(string: "http://127.0.0.1:9"))
    #expect(options.values[Self.cache] == nil)
  }

  private static let invalid: [([String], UsageError)] = [
    (["--jsn"], UsageError(message: "unknown option '--jsn'; did you mean '--json'?")),
    (["--sever"], UsageError(message: "unknown option '--sever'; did you mean '--server'?")),
    (["run", "--fast", "a.dlc"], UsageError(message: "unknown option '--fast'", command: "run")),
    (["rnu"], UsageError(message: "unknown command 'rnu'; did you mean 'run'?")),
    (
      ["login.dlc"],
      UsageError(message: "unknown command 'login.dlc'; to run a script, type 'app run login.dlc'")
    ),
    (["run"], UsageError(message: "'run' needs at least one script FILE", command: "run")),
    (
      ["run", "-", "a.dlc", "-"],
      UsageError(message: "'-' (standard input) can be read only once in a run", command: "run")
    ),
    (["--server"], UsageError(message: "'--server' needs a value, URL")),
    (["--server", "--json"], UsageError(message: "'--server' needs a value, URL")),
    (["--cache="], UsageError(message: "'--cache' needs a value, DIR")),
    (["--verbose=yes"], UsageError(message: "'--verbose' takes no value")),
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
      UsageError(message: "'scenes' takes no --cache", command: "scenes")
    ),
    (["help", "bogus"], UsageError(message: "unknown command 'bogus'")),
    (
      ["explore", "--fill", "email"],
      UsageError(
        message: "'--fill' needs ID=TEXT, such as name=Ada, not 'email'",
        command: "explore")
    ),
    (
      ["explore", "--fill", "=x"],
      UsageError(
        message: "'--fill' needs ID=TEXT, such as name=Ada, not '=x'",
        command: "explore")
    ),
    (
      ["explore", "--max-steps", "many"],
      UsageError(
        message: "'--max-steps' needs a whole number above 0, not 'many'", command: "explore")
    ),
    (
      ["explore", "--max-crashes", "0"],
      UsageError(
        message: "'--max-crashes' needs a whole number above 0, not '0'", command: "explore")
    ),
    (
      ["explore", "--seed", "-1"],
      UsageError(message: "'--seed' needs a whole number from 0, not '-1'", command: "explore")
    ),
    (
      ["graph", "--format", "svg"],
      UsageError(message: "'--format' is one of text, mermaid, dot, not 'svg'", command: "graph")
    ),
    (
      ["explore", "--format", "dot"],
      UsageError(message: "'explore' takes no --format", command: "explore")
    ),
    (
      ["run", "--fill", "a=b", "x.dlc"],
      UsageError(message: "'run' takes no --fill", command: "run")
    ),
    (["--seed", "1"], UsageError(message: "the interactive session takes no --seed")),
    (
      ["--settle-limit", "2s"],
      UsageError(
        message: "the interactive session takes no --settle-limit; it is an option of 'run', "
          + "'explore' and 'graph'")
    ),
    (
      ["run", "--settle-limit", "soon", "a.dlc"],
      UsageError(
        message: "'--settle-limit' needs a duration such as 10s or 500ms, not 'soon'",
        command: "run")
    ),
    (
      ["explore", "--settle-limit", "0s"],
      UsageError(
        message: "'--settle-limit' needs a duration above zero, such as 10s or 500ms, not '0s'",
        command: "explore")
    ),
    (["graph", "now"], UsageError(message: "unexpected 'now' after 'graph'", command: "graph")),
    (
      ["graph", "--json"],
      UsageError(
        message: "'graph' takes no --json; --format chooses text, mermaid or dot", command: "graph")
    ),
    (
      ["explore", "--fil", "a=b"],
      UsageError(message: "unknown option '--fil'; did you mean '--fill'?", command: "explore")
    ),
    (
      ["help", "run", "now"], UsageError(message: "unexpected 'now' after 'help'", command: "help")
    ),
  ]

  @Test(arguments: invalid)
  func refusesMalformedCommandLines(arguments: [String], error: UsageError) {
    #expect(throws: error) { try Self.parse(arguments) }
  }

  @Test func aFillOfADollarNameTakesTheTextFromTheEnvironment() throws {
    let home = try #require(ProcessInfo.processInfo.environment["HOME"])
    guard case .explore(_, let explore) = try Self.parse(["explore", "--fill", "dir=$HOME"]) else {
      Issue.record("not an explore")
      return
    }
    #expect(explore.fills == ["dir": home])
  }

  @Test func aFillOfAnUnsetVariableIsRefusedNamingIt() {
    let unset = "DLC_TEST_VARIABLE_NOBODY_SETS"
    #expect(ProcessInfo.processInfo.environment[unset] == nil)
    #expect(
      throws: UsageError(
        message: "'--fill password=$\(unset)' names an environment variable that is not set",
        command: "explore")
    ) { try Self.parse(["explore", "--fill", "password=$\(unset)"]) }
  }

  @Test func hintPointsToTheRightHelpOfTheTool() {
    #expect(UsageError(message: "x").hint(for: "app") == "Run 'app --help' for usage.")
    #expect(
      UsageError(message: "x", command: "run").hint(for: "app") == "Run 'app run --help' for usage."
    )
  }
}
