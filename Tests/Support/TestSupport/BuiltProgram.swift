import Foundation
import Testing

/// An executable of this package as the build left it, run as a person runs it.
public struct BuiltProgram: Sendable {
  /// The folder that holds Package.swift.
  public static let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// Where the executable is.
  public let url: URL
  /// Arguments given before the caller's: the program a wrapper runs, and the wrapper's own.
  private var leadingArguments: [String] = []

  /// Any program, such as a tool of the system a test checks output with.
  ///
  /// - Parameter url: Where the executable is.
  public init(url: URL) {
    self.url = url
  }

  /// The program as a person without privileges runs it: as `nobody` (with `setpriv`) when
  /// the tests run as root, whom no permission stops, and as it is otherwise. The files it
  /// reads must be readable by others, and the folders it writes in writable by them.
  ///
  /// - Parameter folder: A folder others may read, where the program is copied when it runs as
  ///   `nobody`: the build folder may be one they cannot reach.
  /// - Returns: The program to run.
  /// - Throws: When the copy cannot be made, or there is no `setpriv` to run it with.
  public func unprivileged(copiedInto folder: TemporaryFolder) throws -> BuiltProgram {
    guard geteuid() == 0 else { return self }
    let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
    try #require(
      FileManager.default.isExecutableFile(atPath: setpriv.path),
      "no setpriv to run \(url.lastPathComponent) as nobody with")
    let copy = folder.file(url.lastPathComponent)
    try FileManager.default.copyItem(at: url, to: copy)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    var wrapped = BuiltProgram(url: setpriv)
    wrapped.leadingArguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy.path]
    return wrapped
  }

  /// Finds a built executable beside the test bundle, else in the package's debug build.
  public static func named(_ name: String) throws -> BuiltProgram {
    var folders: [URL] = []
    if let bundle = Bundle.main.executableURL {
      folders.append(bundle.deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug", isDirectory: true))
    let candidates = folders.map { $0.appendingPathComponent(name) }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return BuiltProgram(url: try #require(found, "no built '\(name)' in \(folders)"))
  }

  /// The `dlc` tool.
  public static func dlc() throws -> BuiltProgram {
    try named("dlc")
  }

  /// Runs the program to its end with standard input read from `input`.
  ///
  /// Output goes to files rather than pipes, so a large output cannot block the program.
  /// `inputBytes`, when given, is standard input in place of `input`, for bytes that are no
  /// text. Given `inputThroughPipe`, standard input is a pipe the test writes `input` into, as
  /// a shell's `printf … | TOOL` gives it, rather than a file.
  /// Given `interruptWhen`, the test presses Ctrl-C (the program gets SIGINT, once) as soon as
  /// the program has written that text to standard error. Given `crashes`, the run is an issue
  /// unless a signal ends the program (`true`) or it exits (`false`); `nil` leaves it to the
  /// test, through ``ProgramOutput/didCrash``.
  public func run(
    _ arguments: [String],
    input: String = "",
    inputBytes: [UInt8]? = nil,
    in directory: URL = BuiltProgram.packageRoot,
    environment extra: [String: String] = [:],
    inputThroughPipe: Bool = false,
    interruptWhen errorText: String? = nil,
    crashes: Bool? = false
  ) async throws -> ProgramOutput {
    await ProgramSlots.shared.take()
    do {
      let output = try await runInSlot(
        arguments, input: input, inputBytes: inputBytes, in: directory, environment: extra,
        inputThroughPipe: inputThroughPipe, interruptWhen: errorText, crashes: crashes)
      await ProgramSlots.shared.give()
      return output
    } catch {
      await ProgramSlots.shared.give()
      throw error
    }
  }

  private func runInSlot(
    _ arguments: [String],
    input: String,
    inputBytes: [UInt8]?,
    in directory: URL,
    environment extra: [String: String],
    inputThroughPipe: Bool,
    interruptWhen errorText: String?,
    crashes: Bool?
  ) async throws -> ProgramOutput {
    let folder = try TemporaryFolder.made()
    let inputPath = try folder.write("stdin", bytes: inputBytes ?? Array(input.utf8))
    let outputPath = try folder.write("stdout", "")
    let errorsPath = try folder.write("stderr", "")
    let process = Process()
    process.executableURL = url
    process.arguments = leadingArguments + arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // A REPL keeps the person's data under XDG_DATA_HOME: each run gets its own, never the
    // home folder of whoever runs the tests.
    environment["XDG_DATA_HOME"] = folder.url.path
    environment.merge(extra) { _, given in given }
    process.environment = environment
    let pipe = Pipe()
    // Closed once the program has ended: Foundation keeps a Process, and so the handles it was
    // given, past its end, and a test process that ran a thousand programs ran out of
    // descriptors.
    var handles: [FileHandle] = []
    defer {
      for handle in handles {
        try? handle.close()
      }
    }
    if inputThroughPipe {
      process.standardInput = pipe
    } else {
      let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
      handles.append(input)
      process.standardInput = input
    }
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
    handles += [output, errors]
    process.standardOutput = output
    process.standardError = errors
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in
        continuation.resume(returning: process.terminationStatus)
      }
      do {
        try process.run()
        if inputThroughPipe {
          let writer = pipe.fileHandleForWriting
          let bytes = Data(inputBytes ?? Array(input.utf8))
          Thread.detachNewThread {
            // The program may end before it reads everything; what it leaves unread is lost.
            try? writer.write(contentsOf: bytes)
            try? writer.close()
          }
        }
        if let errorText {
          Task.detached {
            while process.isRunning {
              let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
              if errors.contains(errorText) {
                process.interrupt()
                return
              }
              try? await Task.sleep(for: .milliseconds(20))
            }
          }
        }
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    let didCrash = process.terminationReason == .uncaughtSignal
    if crashes == true {
      #expect(didCrash, "the program did not crash")
    } else if crashes == false {
      #expect(!didCrash, "the program crashed with signal \(status)")
    }
    return ProgramOutput(
      status: status, didCrash: didCrash,
      output: try String(contentsOfFile: outputPath, encoding: .utf8),
      errors: try String(contentsOfFile: errorsPath, encoding: .utf8))
  }
}
