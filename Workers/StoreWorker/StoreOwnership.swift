/// Whose a database is: a store's, by the mark every store writes into a database it makes, or
/// by its tables and their columns for one made before there was a mark; nobody's yet; or
/// another program's.
///
/// A table's name alone is no proof: another program's database may have a table named
/// `store_records`, and a store that took it for its own would fail on its first query after
/// it had added its tables to the file and switched its journal.
enum StoreOwnership: Equatable {
  /// A store's: it carries the mark.
  case marked
  /// A store's made before stores marked their databases: the store's tables, each with the
  /// store's columns, and no mark. Opened to write, it gets the mark.
  case unmarked
  /// Nobody's: no tables and no mark, as SQLite leaves a database it has just made.
  case empty
  /// Another program's.
  ///
  /// - Parameter why: What shows it, for a person to read.
  case anotherProgram(why: String)

  /// The mark, in the header's application id (`PRAGMA application_id`): "DLCS" in ASCII.
  static let applicationID: Int32 = 0x444C_4353

  /// Judges the database a connection has open, reading only.
  ///
  /// - Parameter connection: A connection to the database.
  /// - Returns: Whose the database is.
  /// - Throws: ``SQLiteFailure`` if the database cannot be read (not a database, damaged).
  static func judge(_ connection: SQLiteConnection) throws(SQLiteFailure) -> StoreOwnership {
    let mark = Int32(try connection.texts("PRAGMA application_id").first ?? "") ?? 0
    if mark == applicationID {
      return .marked
    }
    if mark != 0 {
      return .anotherProgram(why: "its application id is \(mark), not a store's")
    }
    let tables = try connection.texts(tablesQuery)
    if tables.isEmpty {
      return .empty
    }
    guard tables.contains("store_records") else {
      let count = tables.count
      return .anotherProgram(
        why: "\(count) \(count == 1 ? "table" : "tables"), none of them a store's")
    }
    for table in tables.sorted() {
      guard let expected = storeColumns[table] else {
        return .anotherProgram(why: "its table \(table) is not a store's")
      }
      let found = try connection.texts(columnsQuery(of: table))
      if found != expected {
        return .anotherProgram(
          why: "its table \(table) has the columns \(found.joined(separator: ", ")), "
            + "not a store's")
      }
    }
    return .unmarked
  }

  /// The tables of a database, but SQLite's own.
  static let tablesQuery =
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%'"

  /// The query for a table's columns, in their order.
  private static func columnsQuery(of table: String) -> String {
    let quoted = "'" + table.replacing("'", with: "''") + "'"
    return "SELECT name FROM pragma_table_info(\(quoted)) ORDER BY cid"
  }

  /// The columns of each of the store's tables, read off the schema the store creates, so that
  /// the two cannot drift apart; empty only if SQLite cannot make a database in memory.
  private static let storeColumns: [String: [String]] = {
    guard let memory = try? SQLiteConnection(path: ":memory:"),
      (try? memory.execute(SQLiteStoreEngine.schema)) != nil,
      let tables = try? memory.texts(tablesQuery)
    else { return [:] }
    var columns: [String: [String]] = [:]
    for table in tables {
      columns[table] = try? memory.texts(columnsQuery(of: table))
    }
    return columns
  }()
}
