import Foundation
import TestSupport
import Testing

/// The ExploreSamples tool as the build left it, which hosts the applications written to be
/// explored, run as a person runs it.
struct SamplesProgram {
  /// What a run printed and how it ended.
  typealias Output = ProgramOutput

  /// The tool.
  let program: BuiltProgram

  /// The tool's executable.
  var url: URL { program.url }

  /// Finds the built tool beside the test bundle, else in the package's debug build.
  static func find(_ name: String = "ExploreSamples") throws -> SamplesProgram {
    SamplesProgram(program: try BuiltProgram.named(name))
  }

  /// Runs the tool to its end, without the runtime's backtrace on a crash; whether it crashed
  /// is the test's to check. Given `interruptWhen`, Ctrl-C comes once standard error holds it.
  func run(
    _ arguments: [String], environment extra: [String: String] = [:],
    interruptWhen errorText: String? = nil
  ) async throws -> Output {
    let environment = ["SWIFT_BACKTRACE": "enable=no"].merging(extra) { _, given in given }
    return try await program.run(
      arguments, environment: environment, interruptWhen: errorText, crashes: nil)
  }

  /// Explores an application, writing the reproductions to a fresh folder, and returns the
  /// run with the reproduction files it wrote, by name.
  func explore(_ application: String, _ extra: [String] = []) async throws
    -> (output: Output, scripts: [String: URL])
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-\(UUID().uuidString)", isDirectory: true)
    let output = try await run(["explore", "--app", application, "--out", folder.path] + extra)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let scripts = Dictionary(
      uniqueKeysWithValues: names.map { ($0, folder.appendingPathComponent($0)) })
    return (output, scripts)
  }

  /// Starts `explore` on an application and returns once its walking child is running: the
  /// tool's process and the child's.
  ///
  /// - Parameters:
  ///   - application: The sample to walk.
  ///   - extra: More of the command line.
  ///   - output: A file for the tool's standard output; none is kept without it.
  /// - Returns: The tool's process and its walking child's number.
  /// - Throws: When the tool cannot start, or starts no child within a minute.
  func startExploring(_ application: String, _ extra: [String] = [], output: URL? = nil)
    async throws -> (tool: Process, child: pid_t)
  {
    let process = Process()
    process.executableURL = url
    process.arguments = ["explore", "--app", application] + extra
    process.standardInput = FileHandle.nullDevice
    process.standardOutput =
      try output.map {
        _ = FileManager.default.createFile(atPath: $0.path, contents: nil)
        return try FileHandle(forWritingTo: $0)
      } ?? FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    // Reaped as it ends, so that it does not stay a zombie.
    process.terminationHandler = { _ in }
    try process.run()
    let parent = process.processIdentifier
    // Looked for on a thread of its own: the child lives only as long as the walk, and a
    // cooperative pool busy with other tests could wake a sleeping task after the walk is over.
    let child: pid_t? = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
          if let child = Self.children(of: parent).first {
            continuation.resume(returning: Optional(child))
            return
          }
          usleep(5_000)
        }
        continuation.resume(returning: nil)
      }
    }
    guard let child else {
      kill(parent, SIGKILL)
      throw ExploringError.noChild
    }
    return (process, child)
  }

  enum ExploringError: Error {
    case noChild
  }

  /// Whether a process ends (or is left a zombie, which runs nothing) within a minute.
  static func ends(_ pid: pid_t) async -> Bool {
    for _ in 0..<1_200 {
      guard isRunning(pid) else { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Whether a process comes to ignore a signal within a minute, from the mask of ignored
  /// signals in /proc: it may still be starting when the test looks first.
  static func comesToIgnore(_ signal: Int32, _ pid: pid_t) async -> Bool {
    for _ in 0..<1_200 {
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      let ignored = status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
        .flatMap {
          UInt64($0.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        }
      if let ignored, ignored & (1 << UInt64(signal - 1)) != 0 {
        return true
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Whether a process is there and not a zombie, from /proc.
  static func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[close...].dropFirst(2).first != "Z"
  }

  /// The processes whose parent is `parent`, from /proc.
  private static func children(of parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry in
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[close...].split(separator: " ")
      return fields.count > 2 && fields[2] == "\(parent)" ? pid : nil
    }
  }
}
