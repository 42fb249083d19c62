import Foundation
import Synchronization

/// The person's own data, kept in SQLite or on a PostgreSQL server: typed records in named
/// collections, scoped to an account, written in transactions, followed as they change.
///
/// A store never loses a write it has committed: every ``StoreAccount/write(_:)`` (and every
/// `put` and `delete`, each its own transaction) returns only once SQLite has flushed it to the
/// disk, so neither a kill nor a power loss takes it back. What a crash can lose is a write
/// that had not returned: it is then wholly absent, never half there.
///
/// Writes are serialised, in this process by the actor and across processes by SQLite's lock,
/// so a read-modify-write in one transaction never loses an update. Readers never see half of
/// a transaction. A change committed here reaches every follower in this process after its
/// commit; on SQLite other processes' changes are read, but not followed, and on PostgreSQL
/// they are followed too (see ``init(url:schema:checksIntegrity:onWarning:)``).
///
/// <!-- swift-check
/// struct Counter: StoreRecord {
///   var id: String
///   var value = 0
/// }
/// let counters = StoreCollection<Counter>("counters")
/// struct Note: StoreRecord {
///   var id: String
///   var text: String
/// }
/// let notes = StoreCollection<Note>("notes")
/// -->
/// ```swift
/// let store = try Store(file: URL(filePath: "/home/ada/.local/share/atlas/atlas.sqlite"))
/// let ada = store.account("ada")
/// try await ada.write { transaction in
///   var counter = try transaction.get("visits", in: counters) ?? Counter(id: "visits")
///   counter.value += 1
///   try transaction.put(counter, in: counters)
/// }
/// for await notes in ada.follow(notes) {
///   print(notes.count)
/// }
/// ```
public actor Store {
  /// The database file, or `nil` for a store in memory or on a PostgreSQL server.
  public nonisolated let file: URL?
  /// Why the store was opened only to read (its file system is read-only, say), so that every
  /// change fails; `nil` when it may be written. An application shows it to the person, who
  /// would otherwise learn it from a failed change.
  public nonisolated let readOnlyReason: String?
  /// Where the records are, for errors: the file's path, `:memory:`, or the server's address
  /// without a password.
  nonisolated let location: String
  private let engine: any StoreEngine
  private let onWarning: @Sendable (StoreWarning) -> Void
  private var followers: [UInt64: StoreFollower] = [:]
  private var lastFollowerID: UInt64 = 0

  /// A store on an open engine.
  private init(
    engine: any StoreEngine, file: URL?, readOnlyReason: String?,
    onWarning: @escaping @Sendable (StoreWarning) -> Void
  ) {
    self.engine = engine
    self.file = file
    self.readOnlyReason = readOnlyReason
    self.onWarning = onWarning
    location = engine.location
  }

  /// Opens the database in a file, creating it and its folder if needed.
  ///
  /// A damaged database, or one that fails the integrity check, is moved aside (to
  /// `FILE.corrupt-TIME`), a warning names both files, and the store starts empty. A file
  /// without SQLite's header was never written by a store (a mistyped path, a text file): it is
  /// left as it is, and refused with ``StoreError/cannotOpen(file:reason:)``, as is a device or
  /// a pipe. An existing file of this user's that others may read is closed to them (0600), as a
  /// new one is made. A database that can be read but not
  /// written opens to read, and a warning says so.
  ///
  /// - Parameters:
  ///   - file: The database file.
  ///   - schema: The application's data versions and the migrations between them.
  ///   - checksIntegrity: Whether to run `PRAGMA integrity_check` at open, which reads the
  ///     whole file.
  ///   - onWarning: Told what the store recovered from on its own.
  /// - Throws: ``StoreError`` if the file cannot be opened or created (a new file in a
  ///   read-only folder, a full disk), if it is newer than the schema, or if a migration fails.
  public init(
    file: URL,
    schema: StoreSchema = StoreSchema(),
    checksIntegrity: Bool = false,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in }
  ) throws(StoreError) {
    let folder = file.deletingLastPathComponent()
    // The person's own data: the folders made for it and the file are theirs alone, as the
    // history and the cache are. SQLite gives its journal the file's permissions.
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .readOnly(
        file: file.path, reason: "could not create \(folder.path): \(Self.systemReason(error))")
    }
    // SQLite reports a file it may not create as one it cannot open, often without saying
    // why; creating the file ourselves says why. An empty file is a new database to SQLite.
    if !FileManager.default.fileExists(atPath: file.path) {
      let descriptor = open(file.path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        throw .readOnly(file: file.path, reason: "could not create it: \(reason)")
      }
      close(descriptor)
    }
    let readOnly = Mutex<String?>(nil)
    let engine = try StoreOpening.open(
      file: file, schema: schema, checksIntegrity: checksIntegrity
    ) { warning in
      if case .openedReadOnly(_, let reason) = warning {
        readOnly.withLock { $0 = reason }
      }
      onWarning(warning)
    }
    self.init(
      engine: engine, file: file, readOnlyReason: readOnly.withLock { $0 }, onWarning: onWarning)
  }

  /// Opens the database at an address: a `file:` URL opens that file as
  /// ``init(file:schema:checksIntegrity:onWarning:)`` does; a
  /// `postgresql://USER@HOST:PORT/DATABASE` address opens a database on a PostgreSQL server,
  /// which several processes, on several machines, may share.
  ///
  /// Everything else is the same on either engine: accounts, transactions, followers,
  /// migrations, errors. On PostgreSQL, followers also hear what other processes commit, and
  /// a write's closure may run more than once (see ``StoreAccount/write(_:)``).
  ///
  /// The password is never part of the address: libpq reads it from `PGPASSWORD`, or from a
  /// password file (`~/.pgpass`, or the one `PGPASSFILE` names). An address that carries one is
  /// refused, and the error does not repeat it.
  ///
  /// <!-- swift-check
  /// func example(schema: StoreSchema) throws {
  ///   <#example#>
  /// }
  /// -->
  /// ```swift
  /// // PGPASSWORD, or a line of ~/.pgpass, holds the password.
  /// if let url = URL(string: "postgresql://atlas@db.example.com:5432/atlas") {
  ///   let store = try Store(url: url, schema: schema)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: A `file:` URL, or a `postgresql://` (or `postgres://`) address without a password.
  ///   - schema: The application's data versions and the migrations between them.
  ///   - checksIntegrity: Whether to check a file's integrity at open; a server checks its own.
  ///   - onWarning: Told what the store recovered from on its own.
  /// - Throws: ``StoreError/cannotOpen(file:reason:)`` for an address with a password or of
  ///   another scheme, or a server that cannot be reached (naming its host and port); what
  ///   opening a file throws; ``StoreError/newerSchema(found:known:)``; or
  ///   ``StoreError/migrationFailed(version:name:reason:)``.
  public init(
    url: URL,
    schema: StoreSchema = StoreSchema(),
    checksIntegrity: Bool = false,
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in }
  ) throws(StoreError) {
    if url.isFileURL {
      try self.init(
        file: url, schema: schema, checksIntegrity: checksIntegrity, onWarning: onWarning)
      return
    }
    let engine = try PostgreSQLStoreEngine(address: PostgreSQLAddress(url), schema: schema)
    self.init(engine: engine, file: nil, readOnlyReason: nil, onWarning: onWarning)
    // Other processes' commits reach this store's followers; the listener holds the store
    // weakly, and stops with the engine.
    engine.listen { [weak self] changes in
      guard let self else { return }
      Task { await self.notify(changes) }
    }
  }

  /// Opens a store that lives in memory and goes with it: the same code on SQLite's
  /// `:memory:` database, for tests and for runs that keep nothing.
  ///
  /// - Parameters:
  ///   - schema: The application's data versions and the migrations between them.
  ///   - onWarning: Told what the store recovered from on its own.
  /// - Throws: ``StoreError`` if a migration fails.
  public init(
    inMemoryWith schema: StoreSchema = StoreSchema(),
    onWarning: @escaping @Sendable (StoreWarning) -> Void = { _ in }
  ) throws(StoreError) {
    let engine = try StoreOpening.open(
      file: nil, schema: schema, checksIntegrity: false, warn: onWarning)
    self.init(engine: engine, file: nil, readOnlyReason: nil, onWarning: onWarning)
  }

  /// One account's records: the only way to them, so one account never reads another's.
  ///
  /// - Parameter id: The account's id.
  /// - Returns: The account's view of the store.
  public nonisolated func account(_ id: String) -> StoreAccount {
    StoreAccount(store: self, id: id)
  }

  /// What `PRAGMA integrity_check` says of the database: `["ok"]` when it is sound.
  ///
  /// - Returns: The problems found, or `["ok"]`.
  /// - Throws: ``StoreError`` if the check cannot run.
  public func integrityCheck() throws(StoreError) -> [String] {
    try engine.integrityCheck()
  }

  // MARK: - Reading

  func get<Record>(
    _ id: String, in collection: StoreCollection<Record>, account: String
  ) throws(StoreError) -> Record? {
    try engine.get(id, in: collection, account: account)
  }

  func all<Record>(
    in collection: StoreCollection<Record>, account: String, order: StoreOrder<Record>
  ) throws(StoreError) -> [Record] {
    try engine.all(in: collection, account: account, order: order)
  }

  func records<Record>(
    in collection: StoreCollection<Record>, account: String,
    where index: StoreIndex<Record>, equals value: StoreIndexValue
  ) throws(StoreError) -> [Record] {
    try engine.records(in: collection, account: account, where: index, equals: value)
  }

  // MARK: - Writing

  /// Runs a transaction for an account, commits it, then tells the followers of what changed.
  ///
  /// The closure runs on the actor without suspending, so no other call of this store runs
  /// in between; on SQLite `BEGIN IMMEDIATE` keeps other processes' writes out as well. On
  /// PostgreSQL other processes write at once, and a transaction that conflicted with one of
  /// their commits, or lost its connection before it committed, runs again from its start,
  /// after a pause that grows with each attempt.
  func write<Value: Sendable>(
    account: String, _ body: @Sendable (StoreTransaction) throws -> Value
  ) async throws -> Value {
    var attempt = 0
    while true {
      do {
        return try writeOnce(account: account, body)
      } catch {
        attempt += 1
        guard engine.mayRetry, attempt < Self.attempts else { throw error }
        let pause = Int.random(in: 0...min(1 << min(attempt, 10), 100))
        try? await Task.sleep(for: .milliseconds(pause))
      }
    }
  }

  /// How many times a write is tried before its conflict is thrown.
  private static let attempts = 100

  private func writeOnce<Value: Sendable>(
    account: String, _ body: @Sendable (StoreTransaction) throws -> Value
  ) throws -> Value {
    try engine.begin()
    let transaction = StoreTransaction(engine: engine, account: account)
    defer { transaction.isOpen = false }
    let value: Value
    do {
      value = try body(transaction)
      try engine.commit(announcing: transaction.changes)
    } catch {
      engine.rollback()
      throw error
    }
    notify(transaction.changes)
    return value
  }

  // MARK: - Following

  /// Starts following a value: delivers it now, then after every commit that may change it.
  func follow<Value: Sendable>(
    _ observation: StoreObservation, collection: String, account: String, recordID: String?,
    read: @escaping @Sendable (any StoreEngine) throws(StoreError) -> Value,
    onFailure: (@Sendable (StoreError) -> Void)?,
    onChange: @escaping @Sendable (Value) -> Void
  ) {
    guard !observation.isCancelled else { return }
    lastFollowerID &+= 1
    let id = lastFollowerID
    let follower = StoreFollower(
      collection: collection, account: account, recordID: recordID
    ) { [weak observation] engine throws(StoreError) in
      guard let observation, !observation.isCancelled else { return }
      let value: Value
      do throws(StoreError) {
        value = try read(engine)
      } catch {
        if !observation.isCancelled {
          onFailure?(error)
        }
        throw error
      }
      guard !observation.isCancelled else { return }
      onChange(value)
    }
    followers[id] = follower
    observation.onCancel { [weak self] in
      Task { await self?.stopFollowing(id) }
    }
    refresh(follower)
  }

  private func stopFollowing(_ id: UInt64) {
    followers[id] = nil
  }

  /// The number of followers, for tests that check they end.
  var followerCount: Int { followers.count }

  private func notify(_ changes: StoreChanges) {
    guard !changes.isEmpty else { return }
    for follower in followers.values
    where changes.concern(
      collection: follower.collection, account: follower.account, id: follower.recordID)
    {
      refresh(follower)
    }
  }

  private func refresh(_ follower: StoreFollower) {
    do {
      try follower.refresh(engine)
    } catch {
      onWarning(.observationFailed(error))
    }
  }
}

extension Store {
  /// What the system said of a file operation that failed, such as "No such file or
  /// directory", rather than the whole of Foundation's error with its domain and user info.
  static func systemReason(_ error: any Error) -> String {
    let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error)
      .map { $0 as NSError }
    guard let underlying, underlying.domain == NSPOSIXErrorDomain else {
      return error.localizedDescription
    }
    return String(cString: strerror(Int32(underlying.code)))
  }
}
