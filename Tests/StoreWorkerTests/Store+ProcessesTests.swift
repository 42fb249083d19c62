import Foundation
import TestSupport
import Testing

@testable import StoreWorker

/// Other processes on the same file: killed while writing, writing at once, out of space.
struct StoreProcessesTests {
  private struct Entry: StoreRecord, Equatable {
    var id: String
    var value: Int
    var filler: String
  }

  private static let entries = StoreCollection<Entry>("entries")

  @Test func everyAcknowledgedWriteSurvivesAKillAtFiftyRandomMoments() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("a.sqlite")
    var acknowledged: [String] = []
    for round in 0..<50 {
      let child = try ChildProcess(["write", file.path, "\(round)"])
      // Killed once writes are under way, after a number of them that differs every time.
      let before = Int.random(in: 1...12)
      for _ in 0..<before {
        guard let line = await child.nextLine() else { break }
        acknowledged.append(String(line.dropFirst("ack ".count)))
      }
      try await Task.sleep(for: .microseconds(Int.random(in: 0...3_000)))
      await child.kill()
      #expect(child.process.terminationReason == .uncaughtSignal)
      acknowledged += await child.remainingLines().map { String($0.dropFirst("ack ".count)) }
    }

    let store = try Store(file: file, checksIntegrity: true)
    #expect(try await store.integrityCheck() == ["ok"])
    let stored = Set(try await store.account("writer").all(in: Self.entries).map(\.id))
    let missing = acknowledged.filter { !stored.contains($0) }
    #expect(acknowledged.count >= 50)
    #expect(missing.isEmpty, "acknowledged but lost: \(missing)")
  }

  @Test func twoProcessesIncrementingOneCounterLoseNoUpdate() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("a.sqlite")
    _ = try Store(file: file)
    let children = try [
      ChildProcess(["increment", file.path, "200"]), ChildProcess(["increment", file.path, "200"]),
    ]
    for child in children {
      #expect(await child.remainingLines() == ["done"])
      await child.waitUntilExit()
      #expect(child.process.terminationStatus == 0)
    }
    let store = try Store(file: file)
    #expect(try await store.account("counter").get("shared", in: Self.entries)?.value == 400)
  }

  @Test func aFullDiskIsATypedErrorAndLosesNoAcknowledgedWrite() async throws {
    let folder = TemporaryFolder()
    let file = folder.file("a.sqlite")
    _ = try Store(file: file)
    let child = try ChildProcess(["fill", file.path, "400000"])
    let lines = await child.remainingLines()
    await child.waitUntilExit()
    #expect(child.process.terminationReason == .exit)
    #expect(child.process.terminationStatus == 0, "\(lines.suffix(2))")
    let refusal = try #require(lines.last)
    #expect(refusal.hasPrefix("refused: Store could not save to \(file.path): the disk is full"))

    let acknowledged = lines.dropLast().map { String($0.dropFirst("ack ".count)) }
    #expect(acknowledged.count > 10)
    let store = try Store(file: file, checksIntegrity: true)
    let stored = Set(try await store.account("filler").all(in: Self.entries).map(\.id))
    #expect(acknowledged.allSatisfy(stored.contains))
  }
}
