import Foundation
import Synchronization
import TestSupport
import Testing

@testable import StoreWorker

/// The promises several stores on one database keep together, on either engine, as several
/// processes would: no lost update, migrations once, followers told of one another's commits;
/// and what the PostgreSQL engine says when it cannot connect.
struct StoreEngineTests {
  /// The steps that ran, in order.
  private final class Ran: Sendable {
    private let steps = Mutex<[Int]>([])
    var all: [Int] { steps.withLock { $0 } }
    func record(_ step: Int) { steps.withLock { $0.append(step) } }
  }

  private struct Broken: Error, CustomStringConvertible {
    var description: String { "the old notes have no text" }
  }

  private func step(_ version: Int, _ ran: Ran) -> StoreMigration {
    StoreMigration(to: version, "step \(version)") { migration in
      ran.record(version)
      try migration.account("ada").put(Counter(id: "v\(version)"), in: Counter.counters)
    }
  }

  @Test(arguments: TestEngine.available)
  func twoStoresIncrementingOneCounterAtOnceLoseNoUpdate(on engine: TestEngine) async throws {
    let database = try TestDatabase(engine)
    let accounts = try [database.open(), database.open()].map { $0.account("ada") }
    try await withThrowingTaskGroup { group in
      for account in accounts {
        for _ in 0..<100 {
          group.addTask {
            try await account.write { transaction in
              var counter =
                try transaction.get("taps", in: Counter.counters) ?? Counter(id: "taps")
              counter.value += 1
              try transaction.put(counter, in: Counter.counters)
            }
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try await accounts[0].get("taps", in: Counter.counters)?.value == 200)
    withExtendedLifetime(database) {}
  }

  @Test(arguments: TestEngine.available)
  func migrationsRunOnceWhenTwoStoresOpenAtOnce(on engine: TestEngine) async throws {
    let database = try TestDatabase(engine)
    let ran = Ran()
    let schema = StoreSchema([step(1, ran), step(2, ran)])
    let stores = try await withThrowingTaskGroup(of: Store.self) { group in
      for _ in 0..<2 {
        group.addTask {
          try await offThePool { () throws(StoreError) in try database.open(schema: schema) }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(ran.all == [1, 2])
    let ids = try await stores[0].account("ada").all(in: Counter.counters).map(\.id)
    #expect(ids == ["v1", "v2"])
  }

  @Test(arguments: TestEngine.available)
  func aFailingMigrationLeavesTheDatabaseAsItWas(on engine: TestEngine) async throws {
    let database = try TestDatabase(engine)
    let ran = Ran()
    try await database.open(schema: StoreSchema([step(1, ran)])).account("ada")
      .put(Counter(id: "kept", value: 7), in: Counter.counters)
    let failing = StoreMigration(to: 3, "split notes") { _ in throw Broken() }
    #expect(
      throws: StoreError.migrationFailed(
        version: 3, name: "split notes", reason: "the old notes have no text")
    ) {
      try database.open(schema: StoreSchema([step(1, ran), step(2, ran), failing]))
    }
    let store = try database.open(schema: StoreSchema([step(1, ran)]))
    let ids = try await store.account("ada").all(in: Counter.counters).map(\.id)
    #expect(ids == ["v1", "kept"])
    _ = try database.open(schema: StoreSchema([step(1, ran), step(2, ran)]))
    #expect(ran.all == [1, 2, 2])
  }

  @Test(arguments: TestEngine.available.filter { $0 == .postgresql })
  func aFollowerInOneStoreHearsAnotherStoresCommit(on engine: TestEngine) async throws {
    let database = try TestDatabase(engine)
    let writer = try database.open().account("ada")
    let follower = try database.open().account("ada")
    var notes = follower.follow(Note.notes).makeAsyncIterator()
    #expect(await notes.next()?.isEmpty == true)
    try await writer.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    #expect(await notes.next()?.map(\.id) == ["CHE"])
    try await writer.write { transaction in
      try transaction.put(Note(id: "AUT", text: "Alps"), in: Note.notes)
      try transaction.delete("CHE", in: Note.notes)
    }
    #expect(await notes.next()?.map(\.id) == ["AUT"])
  }

  @Test(arguments: TestEngine.available.filter { $0 == .postgresql })
  func aLostConnectionIsMadeAgainAndFollowersStillHear(on engine: TestEngine) async throws {
    let database = try TestDatabase(engine)
    let writer = try database.open().account("ada")
    let follower = try database.open().account("ada")
    var notes = follower.follow(Note.notes).makeAsyncIterator()
    #expect(await notes.next()?.isEmpty == true)
    // Every connection to the database ends, as when the server restarts.
    let server = try PostgreSQLServer.shared.get()
    let admin = try PostgreSQLConnection(
      address: PostgreSQLAddress(server.url(database: "postgres")))
    try admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1",
      [database.url.lastPathComponent])
    try await writer.put(Note(id: "CHE", text: "Lakes"), in: Note.notes)
    var heard: [String]? = []
    while heard != ["CHE"] {
      heard = await notes.next()?.map(\.id)
      try #require(heard != nil)
    }
  }

  @Test(
    .enabled(if: PostgreSQLServer.isInstalled, "needs initdb and pg_ctl (.ci/install-postgresql)"))
  func thePasswordAppearsInNoErrorMessage() throws {
    let server = try PostgreSQLServer.shared.get()
    let port = try PostgreSQLServer.freePort()
    var failures: [String] = []
    // A server gone, a user the server does not know, an address that carries the password.
    let addresses = [
      "postgresql://dlc@127.0.0.1:\(port)/atlas",
      "postgresql://stranger@127.0.0.1:\(server.port)/postgres",
      "postgresql://dlc:\(server.password)@127.0.0.1:\(server.port)/postgres",
    ]
    for address in addresses {
      let url = try #require(URL(string: address))
      #expect {
        try Store(url: url)
      } throws: { error in
        failures.append("\(error)")
        return true
      }
    }
    #expect(failures.count == 3)
    #expect(failures.allSatisfy { !$0.contains(server.password) }, "\(failures)")
    #expect(failures[0].contains("127.0.0.1:\(port)"), "\(failures[0])")
    #expect(failures[2].contains("PGPASSWORD"), "\(failures[2])")
  }
}
