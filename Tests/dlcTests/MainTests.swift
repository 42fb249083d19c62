import DLCScript
import Foundation
import Scenes
import TestSupport
import Testing

/// The command line as a whole: version, help, and what `dlc` refuses.
@Suite(.hangGuard)
struct MainTests {
  @Test func versionPrintsTheVersionAlone() async throws {
    let result = try await BuiltProgram.dlc().run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("dlc "))
    #expect(result.outputLines.count == 1)
    #expect(result.errors.isEmpty)
  }

  @Test func helpShowsEveryCommandAndOption() async throws {
    let result = try await BuiltProgram.dlc().run(["--help"])
    #expect(result.status == 0)
    for word in ["dlc run", "dlc scenes", "--json", "--server URL", "--cache DIR", "--version"] {
      #expect(result.output.contains(word), "\(word)")
    }
  }

  @Test(arguments: [["run", "--help"], ["help", "run"], ["run", "a.dlc", "-h"]])
  func commandHelpExplainsTheCommand(arguments: [String]) async throws {
    let result = try await BuiltProgram.dlc().run(arguments)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: dlc run"))
    #expect(result.output.contains("Exit status"))
  }

  @Test func helpOfACommandOfTheLanguageExplainsItAsThePromptDoes() async throws {
    let result = try await BuiltProgram.dlc().run(["help", "tap"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("'tap' is a command of the session's language"))
    #expect(result.output.contains("tap ID  tap a button"))
  }

  @Test func scenesHelpExplainsScenes() async throws {
    let result = try await BuiltProgram.dlc().run(["scenes", "--help"])
    #expect(result.output.hasPrefix("Usage: dlc scenes"))
  }

  @Test func unknownOptionIsAnErrorWithAHintAndStatusTwo() async throws {
    let result = try await BuiltProgram.dlc().run(["--jsn"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "error: unknown option '--jsn'; did you mean '--json'?\nRun 'dlc --help' for usage.\n")
  }

  @Test func unknownOptionOfACommandPointsToTheCommandsHelp() async throws {
    let result = try await BuiltProgram.dlc().run(["run", "--fast", "a.dlc"])
    #expect(result.status == 2)
    #expect(result.errors.hasSuffix("Run 'dlc run --help' for usage.\n"))
  }

  @Test func unknownCommandIsAnErrorWithASuggestion() async throws {
    let result = try await BuiltProgram.dlc().run(["rnu", "a.dlc"])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: unknown command 'rnu'; did you mean 'run'?\n"))
  }

  @Test func scriptGivenWithoutRunIsAnErrorThatSaysHowToRunIt() async throws {
    let result = try await BuiltProgram.dlc().run(["login.dlc"])
    #expect(result.status == 2)
    #expect(result.errors.contains("to run a script, type 'dlc run login.dlc'"))
  }

  @Test(arguments: [
    ["run"], ["--server"], ["--server", "--json"], ["--server", "ftp://example.com"],
    ["--server", "not a url"], ["--cache"], ["--json=yes"], ["scenes", "extra"],
    ["scenes", "--server", "http://localhost:1"], ["help", "bogus"],
  ])
  func malformedCommandLinesExitWithTwo(arguments: [String]) async throws {
    let result = try await BuiltProgram.dlc().run(arguments)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: "))
    #expect(result.output.isEmpty)
  }

  @Test func outputToAPipeHasNoColor() async throws {
    let result = try await BuiltProgram.dlc().run(["--bogus"])
    #expect(!result.errors.contains("\u{1B}["))
  }
}
