import Foundation
import LoopbackHTTPServer
import TestSupport
import Testing

/// The interactive session, driven as a pipe drives it: no prompts, status 1 if anything failed.
@Suite(.hangGuard)
struct InteractiveCommandTests {
  @Test func pipedSessionShowsTheFirstScreenWithoutPrompts() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("["))
    #expect(!result.output.contains("> "))
    #expect(result.errors.isEmpty)
  }

  @Test func aLinkGivenAtStartOpensBeforeTheFirstScreen() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["--open", "atlas://countries/DEU"],
      input: "type email demo@example.com\ntype password atlas-demo-1\ntap submit\n"
        + "expect scene is Detail\nexpect name is Germany\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("[Login] Sign in\n"))
  }

  @Test func aBadLinkGivenAtStartIsAnErrorWithStatusTwo() async throws {
    let result = try await BuiltProgram.dlc().run(["--open", "atlas://nowhere"], input: "show\n")
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("error: --open: no route matches 'atlas://nowhere'"))
    #expect(result.output.isEmpty)
  }

  @Test func pipedSessionRunsEveryLineAndExitsWithZeroWhenAllWork() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "show\n\n# a note\nscenes\nhelp\n")
    #expect(result.status == 0)
    #expect(result.output.contains("Act1: Welcome, Login"))
    #expect(result.output.contains("Type 'help COMMAND' for more about one command."))
  }

  @Test func aByteOrderMarkBeforeThePipedFirstLineIsPassedOver() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "\u{FEFF}expect scene is Welcome\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
  }

  @Test func pipedSessionReportsAnErrorGoesOnAndExitsWithOne() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "tpa signIn\nhelp tap\n")
    #expect(result.status == 1)
    #expect(
      result.errors == "<stdin>:1:1: error: unknown command 'tpa'; did you mean 'tap'?\n")
    #expect(result.output.contains("  tap ID"))
  }

  @Test func quitEndsTheSessionBeforeTheLinesAfterIt() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "quit\nnonsense\n")
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
  }

  @Test func jsonSessionPrintsOneObjectALineForEachCommand() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["--json"], input: "show\ntpa\n\n# a note\nscenes\n")
    #expect(result.status == 1)
    let records = try result.outputLines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
    let objects = Array(records.dropFirst())
    #expect(records.first?["type"] as? String == "ready")
    #expect(objects.map { $0["type"] as? String } == ["command", "command", "command"])
    #expect(objects.map { $0["command"] as? String } == ["show", "tpa", "scenes"])
    #expect(objects.map { $0["ok"] as? Bool } == [true, false, true])
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 5])
    #expect(objects[1]["error"] as? String == "unknown command 'tpa'; did you mean 'tap'?")
    #expect(records.allSatisfy { $0["screen"] is [String: Any] })
    #expect(result.errors.isEmpty)
    result.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
  }

  @Test func jsonSessionStartsWithAReadyRecordOfTheProtocolAndTheFirstScreen() async throws {
    let result = try await BuiltProgram.dlc().run(["--json"], input: "")
    let line = try #require(result.outputLines.first)
    let ready = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(ready["type"] as? String == "ready")
    #expect(ready["protocol"] as? Int == 1)
    #expect(ready["tool"] as? String == "dlc")
    let screen = try #require(ready["screen"] as? [String: Any])
    #expect(screen["scene"] as? String == "Welcome")
    HostProtocolSchema.expectRecord(line)
  }

  @Test
  func pipedSessionSignsInShowingEachChangedScreen() async throws {
    let input =
      AtlasScript.signIn + """
        expect greeting is "Signed in as demo@example.com"
        """
    let result = try await BuiltProgram.dlc().run([], input: input)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("[Welcome]"))
    #expect(result.output.contains("[Login]"))
    #expect(result.output.contains("email: [demo@example.com]"))
    #expect(result.output.contains("password: [************]"))
    #expect(result.output.contains("[Search]"))
  }

  @Test
  func pipedSessionOnAnUnreachableServerShowsTheAlert() async throws {
    let input =
      AtlasScript.signIn + """
        expect alert has "Server unreachable"
        """
    let result = try await BuiltProgram.dlc().run(["--server", "http://127.0.0.1:1"], input: input)
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test(arguments: ServerFault.allCases)
  func aServerFailureIsShownWhenTheCommandThatMetItSettles(fault: ServerFault) async throws {
    let server = try await fault.start()
    defer { server.stop() }

    let result = try await BuiltProgram.dlc().run(
      ["--server", server.baseURL.absoluteString], input: fault.script)

    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func aPasswordTypedInAJSONSessionIsNeverRepeated() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["--json"], input: "tap signIn\ntype password atlas-demo-1\ntype password my secret-pass\n")
    #expect(!result.output.contains("atlas-demo-1"))
    #expect(!result.output.contains("secret-pass"))
    #expect(result.output.contains(#""command":"type password ********""#))
  }

  @Test func aPipedLineThatIsNotUTF8FailsAndTheLinesAfterItKeepTheirNumbers() async throws {
    let input = Array("tap ".utf8) + [0xFF, 0xFE] + Array("\nexpect scene is Login\n".utf8)

    let result = try await BuiltProgram.dlc().run([], inputBytes: input, inputThroughPipe: true)

    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "<stdin>:1:5: error: not UTF-8 text: this byte does not start a character"),
      "\(result.errors)")
    #expect(result.errors.contains("<stdin>:2:1: error: expected the scene to be \"Login\""))
    #expect(!result.errors.contains("\u{FFFD}"), "a replacement character was taken for text")
  }

  @Test func ctrlCEndsALongWaitAndTheSessionGoesOn() async throws {
    let result = try await BuiltProgram.dlc().run(
      [], input: "wait 20m\nexpect scene is Welcome\n", interruptWhen: "Ctrl-C ends the wait")

    #expect(result.status == 1)
    #expect(!result.errors.contains("still working"), "\(result.errors)")
    #expect(result.errors.contains("<stdin>:1:1: error: wait interrupted"), "\(result.errors)")
    #expect(!result.errors.contains("<stdin>:2"))
  }

  @Test func aWaitBeyondTheLongestIsRefusedWhereItsDurationIs() async throws {
    let result = try await BuiltProgram.dlc().run([], input: "wait 999999999m\n")

    #expect(result.status == 1)
    #expect(
      result.errors
        == "<stdin>:1:6: error: duration 999999999m is longer than the longest a command may "
        + "wait, 24 hours (1440m)\n")
  }
}
