import Foundation
import Testing

/// The ExploreSamples tool as the build left it, which hosts the applications written to be
/// explored, run as a person runs it.
struct SamplesProgram {
  /// What a run printed and how it ended.
  struct Output {
    var status: Int32
    var didCrash: Bool
    var output: String
    var errors: String
  }

  let url: URL

  /// Finds the built tool beside the test bundle, else in the package's debug build.
  static func find() throws -> SamplesProgram {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      CommandLine.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent() },
      folder.appendingPathComponent(".build/debug", isDirectory: true),
    ].compactMap { $0?.appendingPathComponent("ExploreSamples") }
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return SamplesProgram(url: try #require(found, "no built ExploreSamples in \(candidates)"))
  }

  /// Runs the tool to its end; output goes to files, so a large output cannot block it.
  func run(_ arguments: [String]) async throws -> Output {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("samples-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorsURL)
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
      process.terminationHandler = { process in
        continuation.resume(returning: process.terminationStatus)
      }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
      }
    }
    return Output(
      status: status, didCrash: process.terminationReason == .uncaughtSignal,
      output: try String(contentsOf: outputURL, encoding: .utf8),
      errors: try String(contentsOf: errorsURL, encoding: .utf8))
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
}
