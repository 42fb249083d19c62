import Foundation
import LoopbackHTTPServer
import ServerWorker
import TestSupport
import Testing

@testable import Scenes

#if canImport(Glibc)
  import Glibc
#endif

/// `dlc run` as a person or CI runs it: exit status, messages and output.
@Suite(.hangGuard)
struct RunCommandTests {
  /// Writes a script of the name given into a folder of its own and runs it with `dlc run`,
  /// the options given before it.
  ///
  /// - Returns: The script's path, which the tool's messages name, and what the run wrote.
  private func run(_ name: String, _ text: String, options: [String] = []) async throws
    -> (script: String, result: ProgramOutput)
  {
    let (scripts, result) = try await run([(name, Array(text.utf8))], options: options)
    return (scripts[0], result)
  }

  /// Writes scripts into a folder of their own and runs them, in order, in one `run`.
  private func run(_ scripts: KeyValuePairs<String, String>) async throws
    -> (scripts: [String], result: ProgramOutput)
  {
    try await run(scripts.map { ($0.key, Array($0.value.utf8)) })
  }

  /// Writes files of raw bytes as ``run(_:)`` writes scripts, and runs them with the options
  /// given before them.
  private func run(_ scripts: [(name: String, bytes: [UInt8])], options: [String] = [])
    async throws -> (scripts: [String], result: ProgramOutput)
  {
    let folder = try TemporaryFolder.made()
    let paths = try scripts.map { try folder.write($0.name, bytes: $0.bytes) }
    return (paths, try await BuiltProgram.dlc().run(["run"] + options + paths))
  }

  @Test
  func everyExampleScriptPasses() async throws {
    let folder = BuiltProgram.packageRoot.appendingPathComponent("Scenes/Scripts")
    let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".dlc") }.sorted().map { "Scenes/Scripts/\($0)" }
    #expect(!scripts.isEmpty)
    let result = try await BuiltProgram.dlc().run(["run"] + scripts)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.outputLines.filter { $0.hasPrefix("passed ") }.count == scripts.count)
  }

  @Test func scriptThatWorksExitsWithZeroAndSaysSo() async throws {
    let (script, result) = try await run(
      "ok.dlc", "# looks around\nshow\nwait 300ms\nwait\nscenes\n")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("passed \(script) (4 commands)\n"))
    #expect(result.errors.isEmpty)
  }

  @Test func failingExpectationExitsWithOneAtItsFileLineAndColumn() async throws {
    let (script, result) = try await run(
      "fail.dlc", "show\n\n  expect screen has \"no such text\"\nscenes\n")
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix(
        "\(script):3:3: error: expected the screen to show \"no such text\", but it does not\n"))
    #expect(result.errors.contains("note: the screen at that point:"))
    #expect(!result.output.contains("Act1"))
    #expect(!result.output.contains("passed"))
  }

  @Test func failedCommandStopsTheRunBeforeLaterFiles() async throws {
    let (scripts, result) = try await run(["a.dlc": "tap noSuchButton\n", "b.dlc": "scenes\n"])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("\(scripts[0]):1:1: error: scene '"))
    #expect(!result.output.contains("Act1"))
  }

  @Test func theLastLineOfSeveralFilesNamesTheOneThatFailedAndWhatDidNotRun() async throws {
    let (scripts, result) = try await run([
      "a.dlc": "expect scene is Welcome\n", "b.dlc": "tap noSuchButton\n", "c.dlc": "scenes\n",
    ])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "failed \(scripts[1]), after 1 file passed; 1 file after it not run\n"),
      "\(result.output)")
  }

  @Test func unparsableScriptExitsWithTwoListingEveryError() async throws {
    let (script, result) = try await run(
      "bad.dlc", "tpa signIn\nshow\nwait 2x\nexpect email iss x\n")
    // Typed apart from the `#expect`: the literal inside the macro took seconds to type-check.
    let expected: [String] = [
      "\(script):1:1: error: unknown command 'tpa'; did you mean 'tap'?",
      "\(script):3:6: error: invalid duration '2x'; write a whole number with ms, s or m, "
        + "as in 250ms, 2s or 1m",
      "\(script):4:14: error: expected is, has, count, enabled, disabled, hidden, visible, on or off "
        + "after 'email', not 'iss'; did you mean 'is'?",
    ]
    #expect(result.status == 2)
    let lines: [String] = result.errors.split(separator: "\n").map(String.init)
    #expect(lines == expected)
    #expect(result.output.isEmpty)
  }

  @Test func everyFileIsParsedBeforeAnyRuns() async throws {
    let (scripts, result) = try await run(["good.dlc": "scenes\n", "bad.dlc": "scenes please\n"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("\(scripts[1]):1:8: error: unexpected 'please'"))
  }

  @Test func emptyScriptPasses() async throws {
    let (script, result) = try await run("empty.dlc", "")
    #expect(result.status == 0)
    #expect(result.output == "passed \(script) (0 commands)\n")
  }

  @Test func binaryFileExitsWithTwoWithoutCrashing() async throws {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0xFF, 0xFE]
    bytes += (0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    let (scripts, result) = try await run([("image.png", bytes)])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("\(scripts[0]):1:1: error: not UTF-8 text"))
    #expect(result.output.isEmpty)
  }

  @Test func controlCharactersInUTF8TextExitWithTwo() async throws {
    let (scripts, result) = try await run([("zeros.dlc", [0x73, 0x68, 0x00, 0x77, 0x0A])])
    #expect(result.status == 2)
    #expect(
      result.errors.hasPrefix("\(scripts[0]):1:3: error: unexpected control character U+0000"))
  }

  @Test func missingFileExitsWithTwo() async throws {
    let folder = try TemporaryFolder.made()
    let missing = folder.url.appendingPathComponent("missing.dlc").path
    let result = try await BuiltProgram.dlc().run(["run", missing])
    #expect(result.status == 2)
    #expect(result.errors == "\(missing): error: no such file\n")
  }

  @Test func quitEndsAScriptThatThenPasses() async throws {
    let (script, result) = try await run("quit.dlc", "quit\ntap noSuchButton\n")
    #expect(result.status == 0)
    #expect(result.output == "passed \(script) (1 command)\n")
  }

  @Test func jsonPrintsOneObjectALineWithTheFile() async throws {
    let (script, result) = try await run(
      "json.dlc", "show\nscenes\nexpect screen has nothing-like-this\n", options: ["--json"])
    #expect(result.status == 1)
    let objects = try result.outputLines.map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
    #expect(objects.count == 3)
    #expect(objects.allSatisfy { $0["file"] as? String == script })
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(objects.map { $0["ok"] as? Bool } == [true, true, false])
    #expect(objects[0]["error"] is NSNull)
    #expect(
      objects[2]["error"] as? String
        == #"expected the screen to show "nothing-like-this", but it does not"#)
    #expect(objects.allSatisfy { $0["screen"] is [String: Any] })
    result.outputLines.forEach { HostProtocolSchema.expectRecord($0) }
    #expect(result.errors.hasPrefix("\(script):3:1: error: "))
  }

  @Test func cacheFolderIsCreatedWhenMissing() async throws {
    let folder = try TemporaryFolder.made()
    let cache = folder.url.appendingPathComponent("cache/atlas").path
    let script = try folder.write("ok.dlc", "show\n")
    let result = try await BuiltProgram.dlc().run(["run", "--cache", cache, script])
    #expect(result.status == 0, "\(result.errors)")
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: cache, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }

  @Test func aScriptRunAgainOnTheSameStoreFindsTheFavoriteAndNoteOfTheFirstRun() async throws {
    let folder = try TemporaryFolder.made()
    let store = folder.url.appendingPathComponent("data/atlas.sqlite").path
    let first = try folder.write(
      "first.dlc",
      AtlasScript.germany + """
        tap favorite
        type note "Bring a coat"
        quit
        """)
    let second = try folder.write(
      "second.dlc",
      AtlasScript.signIn + """
        tab Favorites
        expect favorites has Germany
        select favorites 1
        expect favorite is "Remove from favorites"
        expect note is "Bring a coat"
        """)
    let program = try BuiltProgram.dlc()
    let firstRun = try await program.run(["run", "--store", store, first])
    #expect(firstRun.status == 0, "\(firstRun.errors)")
    let secondRun = try await program.run(["run", "--store", store, second])
    #expect(secondRun.status == 0, "\(secondRun.errors)")
    // Without --store, a script keeps nothing: the same check fails on a fresh store.
    let fresh = try await program.run(["run", second])
    #expect(fresh.status == 1)
  }

  @Test
  func scriptOnAnUnreachableServerSeesTheAlert() async throws {
    let (_, result) = try await run(
      "offline.dlc",
      AtlasScript.signIn + """
        wait
        expect alert has "Server unreachable"
        expect scene is Login
        """, options: ["--server", "http://127.0.0.1:1"])
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func scriptAgainstARealServerSignsInAndSearches() async throws {
    let backend = AtlasBackend()
    let server = try await LoopbackHTTPServer.start(handler: backend.handle)
    defer { server.stop() }
    let (_, result) = try await run(
      "online.dlc",
      AtlasScript.signIn + """
        expect scene is Search
        type query ger
        wait 300ms
        expect results has Germany
        """, options: ["--server", server.baseURL.absoluteString])
    #expect(result.status == 0, "\(result.errors)")
    #expect(backend.requestCount(path: "/login") == 1)
    #expect(backend.requestCount(path: "/suggest", query: ["q": "ger"]) == 1)
  }

  @Test(arguments: ServerFault.allCases)
  func aServerFailureIsShownWhenTheCommandThatMetItSettles(fault: ServerFault) async throws {
    let server = try await fault.start()
    defer { server.stop() }
    let (_, result) = try await run(
      "fault.dlc", fault.script, options: ["--server", server.baseURL.absoluteString])

    #expect(result.status == 0, "\(result.errors)")
  }

  @Test func aFailingScriptReadFromAPipeFails() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["run", "/dev/stdin"], input: "show\nexpect scene is Nope\n", inputThroughPipe: true)
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("/dev/stdin:2:1: error: expected the scene to be \"Nope\""))
    #expect(!result.output.contains("passed"))
  }

  @Test func aDashRunsTheScriptOnStandardInput() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["run", "-"], input: "show\nscenes\n", inputThroughPipe: true)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasSuffix("passed - (2 commands)\n"))
  }

  @Test func aScriptThatDoesNotParseOnAPipeExitsWithTwoAndRunsNothing() async throws {
    let result = try await BuiltProgram.dlc().run(
      ["run", "-"], input: "show\ntpa signIn\n", inputThroughPipe: true)
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("-:2:1: error: unknown command 'tpa'"))
    #expect(result.output.isEmpty)
  }

  @Test func aFailingScriptInANamedPipeFails() async throws {
    let folder = try TemporaryFolder.made()
    let fifo = folder.url.appendingPathComponent("script.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // The writer waits for the program to open the pipe, as a shell's `cat script > fifo` does.
    Thread.detachNewThread {
      guard let writer = FileHandle(forWritingAtPath: fifo) else { return }
      try? writer.write(contentsOf: Data("show\nexpect scene is Nope\n".utf8))
      try? writer.close()
    }
    let result = try await BuiltProgram.dlc().run(["run", fifo])
    #expect(result.status == 1)
    #expect(result.errors.hasPrefix("\(fifo):2:1: error: expected the scene to be \"Nope\""))
  }

  @Test func controlCharactersInAServersAnswerAreShownVisiblyOnScreenAndInErrors() async throws {
    let backend = AtlasBackend()
    let server = try await LoopbackHTTPServer.start { (request) async -> ServerHTTPResponse in
      guard request.path == "/countries/DEU" else { return await backend.handle(request) }
      let country =
        #"{"code":"DEU","name":"Ger\u001b[2Jmany","capital":"Ber\u009blin\r\nforged","#
        + #""population":83000000,"region":"Europe\u0007"}"#
      return ServerHTTPResponse(
        status: 200, headers: ["Content-Type": "application/json"], body: Data(country.utf8))
    }
    defer { server.stop() }
    let (_, result) = try await run(
      "hostile.dlc",
      AtlasScript.germany + """
        show
        expect name is "Ger\\u{1B}[2Jmany"
        expect capital is Berlin
        """, options: ["--server", server.baseURL.absoluteString])

    #expect(result.status == 1, "\(result.errors)")
    #expect(result.output.contains(#"name: Ger\u{1B}[2Jmany"#), "\(result.output)")
    #expect(result.output.contains(#"region: Europe\u{7}"#))
    #expect(
      result.errors.contains(
        #"expected 'capital' to be "Berlin", but it is "Ber\u{9B}lin\u{D}\nforged""#),
      "\(result.errors)")
    for text in [result.output, result.errors] {
      #expect(
        !text.unicodeScalars.contains {
          $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value))
        })
    }
  }
}
