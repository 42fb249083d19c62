import Foundation
import TestSupport
import Testing

struct InteractiveCommandTests {
  @Test func theApplicationsWorkGoesOnWhileNoLineHasCome() async throws {
    let process = Process()
    process.executableURL = try SamplesProgram.find().url
    process.arguments = ["--app", "ticking", "--json"]
    process.environment = ["NO_COLOR": "1"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("tap start\n".utf8))
    // Ten ticks a second: a session that waited for its next line holding the main actor
    // would show one at the most.
    try await Task.sleep(for: .seconds(1))
    input.fileHandleForWriting.write(Data("show\n".utf8))
    try input.fileHandleForWriting.close()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    let records = String(decoding: printed, as: UTF8.self).split(separator: "\n")
    let lastRecord = try #require(records.last)
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(lastRecord.utf8)) as? [String: Any])
    let screen = try #require(record["screen"] as? [String: Any])
    let elements = try #require(screen["elements"] as? [[String: Any]])
    let ticks = try #require(elements.first { $0["id"] as? String == "ticks" }?["text"] as? String)
    #expect(try #require(Int(ticks)) >= 3, "\(lastRecord)")
  }
}
