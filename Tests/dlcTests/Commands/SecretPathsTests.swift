import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A random secret typed through every way into the tool comes back through none: standard
/// output and error, what the line editor draws, the history, the cache folder, explore's
/// reproductions, and what a crash after it was typed leaves behind.
@Suite(.hangGuard)
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
    let folder = try TemporaryFolder.made()
    let cache = folder.url.appendingPathComponent("cache").path
    let dlc = try BuiltProgram.dlc()
    var printed: [String] = []

    let scriptLines = [
      "tap signIn", "type password \(secret)", "state", "show", "type email demo@example.com",
      "tap submit", "state", "expect password is \(secret)", "expect password is \(secret)-",
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
    try expectNoTraceOfTheSecret(in: printed, orUnder: folder, besides: "secret.dlc")
  }

  @Test func aSecretTypedBeforeTheApplicationCrashesComesBackThroughNothing() async throws {
    let folder = try TemporaryFolder.made()
    let samples = try BuiltProgram.named("ExploreSamples")
    let environment = [
      "XDG_STATE_HOME": folder.url.appendingPathComponent("state").path,
      "XDG_CACHE_HOME": folder.url.appendingPathComponent("cache").path,
    ]
    let app = ["--app", "secret-trapping"]
    var printed: [String] = []

    let script = try folder.write(
      "crash.dlc", "type password \(secret)\nstate\ntap crash\n")
    let run = try await samples.run(
      ["run"] + app + [script], in: folder.url, environment: environment, crashes: true)
    printed += [run.output, run.errors]
    let piped = try await samples.run(
      app, input: "type password \(secret)\nstate\ntap crash\n", in: folder.url,
      environment: environment, crashes: true)
    printed += [piped.output, piped.errors]
    let json = try await samples.run(
      app + ["--json"], input: "type password \(secret)\ntap crash\n", in: folder.url,
      environment: environment, crashes: true)
    printed += [json.output, json.errors]
    let explore = try await samples.run(
      ["explore"] + app + [
        "--fill", "password=\(secret)", "--json", "--out",
        folder.url.appendingPathComponent("out").path,
      ], in: folder.url, environment: environment)
    printed += [explore.output, explore.errors]

    // Each crashed where it should, after the secret was typed.
    for output in [run, piped, json] {
      #expect(output.status == SIGILL, "\(output.errors)")
      #if DEBUG
        // Only a debug build's standard library prints why it trapped.
        #expect(output.errors.contains("Fatal error: Index out of range"), "\(output.errors)")
      #endif
    }
    #expect(explore.output.contains(#""kind":"crash""#), "\(explore.output)")
    #expect(explore.output.contains("rejected the password ********"), "\(explore.output)")
    #expect(explore.output.contains("type password $DLC_FILL_PASSWORD"), "\(explore.output)")
    try expectNoTraceOfTheSecret(in: printed, orUnder: folder, besides: "crash.dlc")
  }

  /// Types the lines into the interactive session at a pseudo-terminal, with its history in
  /// `stateHome`, and returns the transcript.
  private func typedAtATerminal(stateHome: URL) async throws -> String {
    let terminal = try PseudoTerminal()
    let process = try terminal.runTool(keepingItsFilesIn: stateHome)
    #expect(await terminal.waitFor("Welcome> "), "\(terminal.transcript)")
    for line in lines {
      // Typed a key at a time, each waiting for the line editor to draw the line again, so
      // that every state of the line the editor draws is on the transcript.
      let start = terminal.transcript.endIndex
      for character in line {
        let mark = terminal.transcript.endIndex
        terminal.type(String(character))
        #expect(await terminal.waitFor("\u{1B}[K", after: mark), "\(terminal.transcript)")
      }
      if line.hasPrefix("type password") || line.hasPrefix("type nowhere") {
        // Not even a piece of the secret is drawn while it is typed into a secure field: the
        // editor draws a dot for each of its characters instead.
        let drawn = String(terminal.transcript[start...])
        let head = line.split(separator: " ").prefix(2).joined(separator: " ")
        #expect(drawn.contains(head + " \u{2022}\u{2022}"), "\(drawn)")
        for piece in Self.pieces(of: secret.dropFirst(3), length: 4) {
          #expect(!drawn.contains(piece), "\(piece) drawn: \(drawn)")
        }
      }
      let mark = terminal.transcript.endIndex
      terminal.type("\r")
      #expect(await terminal.waitFor("> ", after: mark), "\(terminal.transcript)")
    }
    _ = await terminal.quit(process)
    // Everything the terminal showed is checked, the line editor's drawing included.
    return terminal.transcript
  }

  /// Checks that the secret is in none of the texts printed and in no file under the folder but
  /// the script that types it.
  private func expectNoTraceOfTheSecret(
    in printed: [String], orUnder folder: TemporaryFolder, besides script: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (index, text) in printed.enumerated() {
      #expect(
        !text.contains(secret), "output \(index) holds the secret: \(text)",
        sourceLocation: sourceLocation)
    }
    for file in try Self.files(under: folder.url) where file.lastPathComponent != script {
      let bytes = try Data(contentsOf: file)
      #expect(
        bytes.range(of: Data(secret.utf8)) == nil,
        "\(file.path) holds the secret: \(String(decoding: bytes, as: UTF8.self))",
        sourceLocation: sourceLocation)
    }
  }

  /// Every run of `length` characters in a text.
  private static func pieces(of text: Substring, length: Int) -> [String] {
    let characters = Array(text)
    guard characters.count >= length else { return [String(text)] }
    return (0...(characters.count - length)).map {
      String(characters[$0..<($0 + length)])
    }
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
