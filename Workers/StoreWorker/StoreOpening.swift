internal import CSQLite
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Opens a database for a store: sets it up to keep every committed write, sets aside a damaged
/// database, refuses a file that is not one, and brings the schema up to date.
enum StoreOpening {
  /// How long a write waits for another process's lock before failing with
  /// ``StoreError/busy(file:)``.
  ///
  /// SQLite's lock is not fair: a waiter retries on a timer while the holder may take the lock
  /// again at once. Two processes writing without pause on a loaded machine kept one of them out
  /// for over 10 s, so the wait is long enough that only a stuck holder is refused.
  static let lockWait: Int32 = 30_000

  /// Opens a database.
  ///
  /// - Parameters:
  ///   - file: The database file, or `nil` for one in memory.
  ///   - schema: The application's versions and migrations.
  ///   - checksIntegrity: Whether to run `PRAGMA integrity_check` first.
  ///   - warn: Told when a damaged file is set aside.
  /// - Returns: The engine on the open database.
  /// - Throws: ``StoreError`` if the file cannot be opened or created, or a migration fails.
  static func open(
    file: URL?, schema: StoreSchema, checksIntegrity: Bool,
    warn: @Sendable (StoreWarning) -> Void
  ) throws(StoreError) -> SQLiteStoreEngine {
    let path = file?.path ?? ":memory:"
    if let file {
      // A device or a pipe is no place for a database: SQLite would put its journal beside it
      // (`/dev/null-journal`) and fail on the first write.
      var status = stat()
      if stat(file.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        throw .cannotOpen(file: path, reason: "it is not a regular file")
      }
      // Shorter than the text every database begins with, so no database; SQLite's file
      // system layer reports a file of one byte (a script's empty line, say) as empty, and
      // the store would write a new database over it.
      if status.st_size > 0, status.st_size < sqliteHeader.count {
        throw notADatabase(path)
      }
      // Asked before anything is opened to write, which could roll back another program's
      // journal, make its log, or change its permissions.
      if status.st_size > 0, case .anotherProgram(let why) = ownershipBeforeOpening(at: path) {
        throw anotherProgramsDatabase(path, why: why)
      }
      restoreWriteAccessToTheLog(of: file)
    }
    // A damaged file is never served to read: only a sound one that cannot be written is.
    var isDamaged = false
    do throws(StoreError) {
      let engine: SQLiteStoreEngine
      do throws(StoreError) {
        engine = try connect(path: path, checksIntegrity: checksIntegrity)
        if let file {
          closeToOthers(file)
        }
      } catch .cannotOpen(let failedFile, let reason) {
        // Where SQLite cannot make its log beside a file (in /proc, say), it says only that no
        // such file exists, though the file is there, with text that is no database's. Read
        // only once SQLite has failed: closing a descriptor of a database drops every lock
        // this process holds on it.
        if let file, let header = leadingBytes(of: file), !header.isEmpty,
          header != sqliteHeader
        {
          throw notADatabase(path)
        }
        // On a file system mounted read-only SQLite can make no index of its log, and says only
        // that no such file exists: a database there is read, as one in a folder that cannot
        // be written is, never swapped for an empty store.
        if let file, let why = whyCannotBeWritten(file) {
          throw .readOnly(file: failedFile, reason: why)
        }
        throw .cannotOpen(file: failedFile, reason: reason)
      } catch .damaged(_, let reason) {
        guard let file else { throw .damaged(file: path, reason: reason) }
        // A file that was never a database (a wrong path, a text file) is not the store's to
        // move: only one that begins as a database does is taken for a damaged store.
        guard leadingBytes(of: file) == sqliteHeader else { throw notADatabase(path) }
        isDamaged = true
        let aside = try moveAside(file)
        warn(.movedAside(file: file, movedTo: aside, reason: reason))
        // The new file is the person's alone, as Store makes a first one.
        let descriptor = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
          close(descriptor)
        }
        engine = try connect(path: path, checksIntegrity: false)
      }
      try migrate(engine, to: schema)
      // A file that may not be written in a folder that may be is opened only to read, without
      // a word from SQLite until the first change fails: the person is told now.
      if let file, engine.connection.isReadOnly {
        warn(
          .openedReadOnly(
            file: file, reason: whyCannotBeWritten(file) ?? "SQLite opened it only to read"))
      }
      return engine
    } catch .readOnly(let failedFile, let reason) {
      // A database that cannot be written may still be read: the person sees their data, and
      // each change fails, saying so, instead of an empty store that looks like a loss.
      guard let file, !isDamaged,
        let engine = try? connectToRead(path: path, at: schema.version)
      else {
        throw .readOnly(file: failedFile, reason: reason)
      }
      warn(.openedReadOnly(file: file, reason: reason))
      return engine
    }
  }

  private static func connect(
    path: String, checksIntegrity: Bool, access: SQLiteConnection.Access = .write
  ) throws(StoreError) -> SQLiteStoreEngine {
    let readOnly = access != .write
    let connection: SQLiteConnection
    do {
      connection = try SQLiteConnection(path: path, access: access)
    } catch {
      throw SQLiteStoreEngine.storeError(error, path: path)
    }
    let engine = SQLiteStoreEngine(connection: connection, path: path)
    // Reading the schema is where a file that is not a database says so. Its tables may have
    // been in its log only, which the first look, at the file alone, did not read.
    let ownership = try engine.run { () throws(SQLiteFailure) -> StoreOwnership in
      connection.waitForLocks(milliseconds: lockWait)
      return try StoreOwnership.judge(connection)
    }
    if case .anotherProgram(let why) = ownership {
      throw anotherProgramsDatabase(path, why: why)
    }
    // Write-ahead logging lets readers in other processes go on while one writes, and with
    // synchronous=FULL every commit is flushed to the disk (fsync of the log) before COMMIT
    // returns: a write that `write` returned from survives a kill and a power loss. NORMAL
    // would flush only at checkpoints, and a power loss could take back the last commits.
    if !readOnly {
      try engine.run { () throws(SQLiteFailure) in
        _ = try connection.texts("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = FULL")
      }
    }
    if checksIntegrity {
      let problems = try engine.integrityCheck()
      if problems != ["ok"] {
        throw .damaged(file: path, reason: problems.prefix(3).joined(separator: "; "))
      }
    }
    return engine
  }

  /// A connection that only reads a database already at the schema's version: one that
  /// needs a migration cannot have it.
  private static func connectToRead(path: String, at version: Int) throws(StoreError)
    -> SQLiteStoreEngine
  {
    let engine: SQLiteStoreEngine
    do throws(StoreError) {
      engine = try connect(path: path, checksIntegrity: false, access: .read)
    } catch .readOnly, .cannotOpen {
      // Without its log's index, which a folder that cannot be written cannot hold, SQLite
      // reads the file only as one nothing changes. That is sound only if no log holds
      // commits still to be copied into it (after a kill, say), and nothing writes it now.
      var log = stat()
      if stat(path + "-wal", &log) == 0, log.st_size > 0 {
        throw .readOnly(file: path, reason: "its log holds changes that cannot be read without it")
      }
      engine = try connect(path: path, checksIntegrity: false, access: .readUnchanging)
    }
    let found = try engine.run { () throws(SQLiteFailure) -> Int in
      Int(try engine.connection.texts("PRAGMA user_version").first ?? "") ?? 0
    }
    guard found == version else {
      throw .readOnly(file: path, reason: "it is at version \(found), not \(version)")
    }
    return engine
  }

  /// Why an existing database cannot be written where it is, or `nil` when it can be, or does
  /// not exist: a file system mounted read-only, or a file or folder without permission to.
  private static func whyCannotBeWritten(_ file: URL) -> String? {
    guard access(file.path, F_OK) == 0 else { return nil }
    for path in [file.path, file.deletingLastPathComponent().path] where access(path, W_OK) != 0 {
      switch errno {
      case EROFS:
        return "its file system is read-only"
      case EACCES, EPERM:
        return "\(path) may not be written"
      default:
        continue
      }
    }
    return nil
  }

  /// Takes away what others may do with an existing database of this user's and its log, as a
  /// new one is made (0600): a file an older version or another program made readable by
  /// everyone holds the person's notes.
  ///
  /// Only once SQLite has opened it as a database, and never through a link: a file that is
  /// not one is left as it is. By path, never by a descriptor of its own: closing any
  /// descriptor of a database file drops every lock the process holds on it, SQLite's too.
  private static func closeToOthers(_ file: URL) {
    for path in [file.path, file.path + "-wal", file.path + "-shm"] {
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        status.st_uid == geteuid(), status.st_mode & 0o077 != 0
      else { continue }
      chmod(path, status.st_mode & 0o700)
    }
  }

  /// Gives the write-ahead log and its index the database's permissions again where the
  /// database may be written and they may not: SQLite makes them with the database's
  /// permissions, so a run while the database was read-only leaves them read-only, and every
  /// later run could no longer write, long after the database was writable again.
  private static func restoreWriteAccessToTheLog(of file: URL) {
    var database = stat()
    guard access(file.path, W_OK) == 0, stat(file.path, &database) == 0 else { return }
    for suffix in ["-wal", "-shm"] {
      let path = file.path + suffix
      if access(path, F_OK) == 0, access(path, W_OK) != 0 {
        // Only the owner may; for anyone else the store opens to read, and says so.
        chmod(path, database.st_mode & 0o7777)
      }
    }
  }

  /// Runs the schema's steps newer than the database, in one transaction.
  private static func migrate(_ engine: SQLiteStoreEngine, to schema: StoreSchema)
    throws(StoreError)
  {
    try engine.begin()
    do throws(StoreError) {
      try engine.run { () throws(SQLiteFailure) in
        try engine.connection.execute(SQLiteStoreEngine.schema)
      }
      let found = try engine.run { () throws(SQLiteFailure) -> Int in
        Int(try engine.connection.texts("PRAGMA user_version").first ?? "") ?? 0
      }
      guard found <= schema.version else {
        throw .newerSchema(found: found, known: schema.version)
      }
      let context = StoreMigrationContext(engine: engine)
      for migration in schema.migrations where migration.version > found {
        do {
          try migration.step(context)
        } catch {
          throw .migrationFailed(
            version: migration.version, name: migration.name, reason: "\(error)")
        }
      }
      if found != schema.version {
        try engine.run { () throws(SQLiteFailure) in
          try engine.connection.execute("PRAGMA user_version = \(schema.version)")
        }
      }
      // A new database, or one a store made before stores marked theirs, is marked as the
      // store's, so that it is known as such however its tables change.
      try engine.run { () throws(SQLiteFailure) in
        let mark = StoreOwnership.applicationID
        if try engine.connection.texts("PRAGMA application_id").first != "\(mark)" {
          try engine.connection.execute("PRAGMA application_id = \(mark)")
        }
      }
      try engine.commit()
    } catch {
      engine.rollback()
      throw error
    }
  }

  /// Whose a database is, judged by a connection that changes nothing: it rolls back no
  /// journal, and makes, checkpoints or deletes no log. Without a log beside it the file alone
  /// holds everything, and is read as a file nothing changes, which needs no file beside it; a
  /// connection that only reads would make a log and its index beside a database in write-ahead
  /// mode. With a log it is read through the log where that can be. `nil` for a file SQLite
  /// cannot read so.
  private static func ownershipBeforeOpening(at path: String) -> StoreOwnership? {
    func judged(_ access: SQLiteConnection.Access) -> StoreOwnership? {
      guard let connection = try? SQLiteConnection(path: path, access: access) else {
        return nil
      }
      return try? StoreOwnership.judge(connection)
    }
    guard access(path + "-wal", F_OK) == 0 else { return judged(.readUnchanging) }
    return judged(.read) ?? judged(.readUnchanging)
  }

  /// The refusal of another program's database: it is left as it is, its journal, log and
  /// permissions too.
  private static func anotherProgramsDatabase(_ path: String, why: String) -> StoreError {
    .cannotOpen(
      file: path,
      reason: "it is a database another program made (\(why)), and was left as it is")
  }

  /// The first bytes of a file, as many as SQLite's header has; `nil` when it cannot be read.
  private static func leadingBytes(of file: URL) -> [UInt8]? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: sqliteHeader.count)).map(Array.init) ?? []
  }

  /// The refusal of a file that was never a database (a wrong path, a text file): it is not
  /// the store's to move aside.
  private static func notADatabase(_ path: String) -> StoreError {
    .cannotOpen(
      file: path,
      reason: "it is not a database (it does not begin as an SQLite file does), and was left "
        + "as it is")
  }

  /// The 16 bytes every SQLite database begins with.
  private static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

  /// Moves a damaged database, with its log, to a name that says so and when.
  ///
  /// - Returns: Where the database now is.
  private static func moveAside(_ file: URL) throws(StoreError) -> URL {
    let stamp = Date().ISO8601Format(
      .iso8601(timeZone: .gmt, dateSeparator: .omitted, timeSeparator: .omitted))
    let manager = FileManager.default
    var aside = URL(fileURLWithPath: file.path + ".corrupt-" + stamp)
    var attempt = 1
    while manager.fileExists(atPath: aside.path) {
      attempt += 1
      aside = URL(fileURLWithPath: file.path + ".corrupt-" + stamp + "-\(attempt)")
    }
    do {
      try manager.moveItem(at: file, to: aside)
      for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: file.path + suffix) {
        try manager.moveItem(atPath: file.path + suffix, toPath: aside.path + suffix)
      }
    } catch {
      throw .readOnly(file: file.path, reason: "could not move the damaged file aside: \(error)")
    }
    // What is left of the person's data stays theirs alone, as the new file is.
    closeToOthers(aside)
    return aside
  }
}
