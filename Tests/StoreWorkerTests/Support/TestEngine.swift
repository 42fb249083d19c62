import Foundation
import TestSupport
import Testing

@testable import StoreWorker

/// The engines a store's promises are tested on: SQLite always, PostgreSQL when its programs
/// are installed (``PostgreSQLServer/isInstalled``; `PostgreSQLServerTests` says so when not).
enum TestEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgresql

  /// The engines this machine can test.
  static let available = allCases.filter { $0 == .sqlite || PostgreSQLServer.isInstalled }

  var testDescription: String { rawValue }
}

/// One database, on either engine, that several stores may be opened on at once, as several
/// processes would: a file in a temporary folder, or a database of its own on the tests'
/// PostgreSQL server.
struct TestDatabase: Sendable {
  /// Its address: a file URL or a `postgresql://` one.
  let url: URL
  /// The folder that holds the file, kept for as long as the database is used.
  private let folder: TemporaryFolder?

  /// A new, empty database.
  ///
  /// - Parameter engine: The engine it is on.
  /// - Throws: What starting the tests' server or making the database throws.
  init(_ engine: TestEngine) throws {
    switch engine {
    case .sqlite:
      let folder = TemporaryFolder()
      self.folder = folder
      url = folder.file("a.sqlite")
    case .postgresql:
      folder = nil
      url = try PostgreSQLServer.shared.get().newDatabase()
    }
  }

  /// A store on the database, with a connection of its own.
  ///
  /// - Parameter schema: The schema to open it with.
  /// - Returns: The store.
  /// - Throws: ``StoreError`` if the store cannot open it.
  func open(schema: StoreSchema = StoreSchema()) throws(StoreError) -> Store {
    try Store(url: url, schema: schema)
  }
}
