import Foundation
import TestSupport
import Testing

/// A run whose output could not be written ends with a failure that says so, never with a
/// success whose output was cut short.
@Suite(.hangGuard)
struct OutputFailureTests {
  /// Runs `dlc` through the shell, with `setup` before it (a limit, a redirection of its
  /// output); the tool is `"$0"` and its arguments `"$@"`.
  private func dlc(
    after setup: String, redirecting redirection: String, _ arguments: [String],
    input: String = ""
  ) async throws -> ProgramOutput {
    let tool = try BuiltProgram.dlc()
    return try await BuiltProgram(url: URL(fileURLWithPath: "/bin/sh")).run(
      ["-c", "\(setup) exec \"$0\" \"$@\" \(redirection)", tool.url.path] + arguments,
      input: input)
  }

  @Test func outputCutShortByAFileSizeLimitEndsTheRunWithAFailureThatSaysSo() async throws {
    // A limit of 2 blocks (1 KiB in dash's blocks of 512 bytes) cuts the screens of five looks.
    let result = try await dlc(
      after: "ulimit -f 2;", redirecting: "", ["--json"],
      input: String(repeating: "look\n", count: 5))

    #expect(!result.didCrash, "the file size limit's signal ended the tool")
    #expect(result.status == 1, "\(result.errors)")
    #expect(result.errors.hasSuffix("error: could not write the output: File too large\n"))
    #expect(result.output.utf8.count == 1_024)
  }

  @Test func outputToAFullDiskEndsTheRunWithAFailureThatSaysSo() async throws {
    let result = try await dlc(after: "", redirecting: "> /dev/full", ["scenes"])

    #expect(result.status == 1, "\(result.errors)")
    #expect(result.errors == "error: could not write the output: No space left on device\n")
  }
}
