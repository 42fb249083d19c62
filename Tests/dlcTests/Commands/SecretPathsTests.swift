import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A random secret typed through every way into the tool comes back through none: standard
/// output and error, the history, the cache folder and explore's reproductions.
@Suite(.timeLimit(.minutes(3)))
struct SecretPathsTests {
  private let secret = "Pw-" + UUID().uuidString.prefix(13)

  /// The lines a person types: the secret into the password field, into a mistyped command and
  /// into an id no screen shows, then everything that prints state.
  private var lines: [String] {
    [
      "tap signIn", "type password \(secret)", "tpye password \(secret)", "state", "show",
      "type nowhere \(secret)", "expect password is \(secret)", "type email demo@example.com",
      "tap submit", "state",
    ]
  }

  @Test func aSecretTypedThroughEveryPathComesBackThroughNone() async throws {
    let folder = try TemporaryFolder()
    let cache = folder.url.appendingPathComponent("cache").path
    let dlc = try BuiltProgram.dlc()
    var printed: [String] = []

    let scriptLines = [
      "tap signIn", "type password \(secret)", "state", "show", "type email demo@example.com",
      "tap submit", "state", "expect password is \(secret)",
    ]
    let script = try folder.write("secret.dlc", scriptLines.joined(separator: "\n") + "\n")
    let run = try await dlc.run(["run", "--cache", cache, script])
    printed += [run.output, run.errors]
    let json = try await dlc.run(
      ["--json", "--cache", cache], input: lines.joined(separator: "\n"))
    printed += [json.output, json.errors]
    let opened = try await dlc.run(
      ["--json", "--open", "atlas://favorites", "--cache", cache],
      input: lines.dropFirst().joined(separator: "\n"))
    printed += [opened.output, opened.errors]
    let explore = try await dlc.run([
      "explore", "--fill", "email=demo@example.com", "--fill", "password=\(secret)", "--out",
      folder.url.appendingPathComponent("out").path, "--json",
    ])
    printed += [explore.output, explore.errors]
    printed.append(
      try await typedAtATerminal(stateHome: folder.url.appendingPathComponent("state")))

    #expect(run.output.contains("password: ********"), "\(run.output)")
    #expect(run.status == 1)
    #expect([0, 1].contains(explore.status), "\(explore.errors)")
    for (index, text) in printed.enumerated() {
      #expect(!text.contains(secret), "output \(index) holds the secret: \(text)")
    }
    for file in try Self.files(under: folder.url) where file.lastPathComponent != "secret.dlc" {
      let bytes = try Data(contentsOf: file)
      #expect(
        bytes.range(of: Data(secret.utf8)) == nil,
        "\(file.path) holds the secret: \(String(decoding: bytes, as: UTF8.self))")
    }
  }

  /// Types the lines into the interactive session at a pseudo-terminal, with its history in
  /// `stateHome`, and returns the transcript.
  private func typedAtATerminal(stateHome: URL) async throws -> String {
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = try BuiltProgram.dlc().url
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = stateHome.path
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    process.environment = environment
    process.standardInput = terminal.handle
    process.standardOutput = terminal.handle
    process.standardError = terminal.handle
    try process.run()
    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")
    for line in lines {
      let mark = terminal.transcript.endIndex
      terminal.type(line + "\r")
      #expect(await terminal.waitFor("> ", after: mark), "\(terminal.transcript)")
    }
    terminal.type("quit\r")
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while process.isRunning, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
    // What the line editor draws as the person types is their own keystrokes, redrawn with
    // the line (each redraw ends in ESC [K); everything the tool answered is checked.
    return terminal.transcript.split(separator: "\n").filter { !$0.contains("\u{1B}[K") }
      .joined(separator: "\n")
  }

  private static func files(under folder: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
        files.append(url)
      }
    }
    return files
  }
}
