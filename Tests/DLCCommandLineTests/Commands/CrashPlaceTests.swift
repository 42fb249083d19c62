import Foundation
import TestSupport
import Testing

/// A command that crashes the application under `run` is named before the process ends: in
/// the compiler's form on standard error, and with `--json` in a last record a host can read.
struct CrashPlaceTests {
  private let program: SamplesProgram

  init() throws {
    program = try SamplesProgram.find()
  }

  /// Runs a script on the application whose `crash` button traps, from a folder of its own.
  private func runCrashing(
    in folderName: String = "scripts", arguments: [String]
  ) async throws -> (output: SamplesProgram.Output, script: String) {
    let folder = TemporaryFolder()
    let scripts = folder.url.appending(path: folderName)
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    let script = scripts.appending(path: "crash.dlc")
    try "tap open\nback\n  tap crash\n".write(to: script, atomically: true, encoding: .utf8)
    let output = try await program.run(["run", "--app", "trapping"] + arguments + [script.path])
    return (output, script.path)
  }

  @Test func aCrashUnderRunJSONEndsWithACrashRecordNamingTheCommand() async throws {
    let (run, script) = try await runCrashing(arguments: ["--json"])

    #expect(run.didCrash)
    let records = try run.output.split(separator: "\n").map { try JSONValue.parse(String($0)) }
    #expect(records.map { $0["type"] } == ["command", "command", "crash"].map(JSONValue.string))
    let crash = try #require(records.last)
    #expect(crash["file"] == .string(script))
    #expect(crash["line"] == .number(3))
    #expect(crash["column"] == .number(3))
    #expect(crash["ok"] == .bool(false))
    #expect(crash["error"] == .string("the application crashed running this command"))
    for record in records {
      #expect(try HostProtocolSchema.validator().violations(of: record) == [], "\(record)")
    }
  }

  @Test func theCrashRecordQuotesAFileNameAsJSONDoes() async throws {
    let (run, script) = try await runCrashing(in: #"it's "here" \ now"#, arguments: ["--json"])

    #expect(run.didCrash)
    let last = try JSONValue.parse(String(try #require(run.output.split(separator: "\n").last)))
    #expect(last["type"] == .string("crash"))
    #expect(last["file"] == .string(script))
  }

  @Test func withoutJSONACrashWritesNothingToStandardOutput() async throws {
    let (run, script) = try await runCrashing(arguments: [])

    #expect(run.didCrash)
    #expect(!run.output.contains("crash"), "\(run.output)")
    #expect(
      run.errors.contains("\(script):3:3: error: the application crashed running this command\n"))
  }
}
