public import GRDB

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// The users' states and change logs in SQLite, through GRDB: the embedded default, for one
/// instance of the service.
///
/// Each write runs in one transaction that checks the revision it was based on, stores the new
/// state, appends to the change log and trims it: a write that throws leaves nothing behind.
/// SQLite takes one writer at a time, so the check and the write cannot interleave with another
/// write. After each write it wakes the waiters of its ``notifier``.
public struct SQLiteStateStore: StateStore {
  /// The database.
  public let database: any DatabaseWriter
  /// How many changes each user's log keeps; older ones are dropped.
  public let changeLogLength: Int
  /// Wakes the requests that wait for a user's next change, after each write of this store.
  public let notifier = ChangeNotifier()

  /// Opens (or creates) the database at a path and brings its schema up to date.
  ///
  /// - Parameters:
  ///   - path: The SQLite file.
  ///   - changeLogLength: How many changes each user's log keeps.
  public init(path: String, changeLogLength: Int = 100) throws {
    var configuration = Configuration()
    // WAL with synchronous=NORMAL: a commit survives a crash of the service, not of the machine.
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    try self.init(
      database: DatabasePool(path: path, configuration: configuration),
      changeLogLength: changeLogLength)
  }

  /// Uses a database and brings its schema up to date.
  ///
  /// - Parameters:
  ///   - database: The database.
  ///   - changeLogLength: How many changes each user's log keeps.
  public init(database: any DatabaseWriter, changeLogLength: Int = 100) throws {
    self.database = database
    self.changeLogLength = max(1, changeLogLength)
    try Self.migrator.migrate(database)
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE navState (
            user TEXT PRIMARY KEY NOT NULL,
            revision INTEGER NOT NULL,
            version INTEGER NOT NULL,
            document BLOB NOT NULL);
          CREATE TABLE navChange (
            user TEXT NOT NULL,
            revision INTEGER NOT NULL,
            transition TEXT NOT NULL,
            PRIMARY KEY (user, revision)) WITHOUT ROWID;
          """)
    }
    // Documents name their own version (`NavRestoration.savedVersion` reads it), so the
    // column that repeated it is gone. Transitions are now the library's documents: the log of
    // the service's own form is cleared, so a device behind is sent the whole state.
    migrator.registerMigration("v2") { db in
      try db.execute(
        sql: """
          ALTER TABLE navState DROP COLUMN version;
          DELETE FROM navChange;
          """)
    }
    // A deleted state leaves its last revision behind, so that a state created again continues
    // the sequence and no revision (or If-Match) from before the deletion matches it.
    migrator.registerMigration("v3") { db in
      try db.execute(
        sql: """
          CREATE TABLE navDeleted (
            user TEXT PRIMARY KEY NOT NULL,
            revision INTEGER NOT NULL) WITHOUT ROWID;
          """)
    }
    return migrator
  }

  public func state(of user: String) async throws -> StoredState? {
    try await database.read { db in try Self.state(of: user, in: db) }
  }

  public func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?
  {
    try await database.read { db in
      guard let state = try Self.state(of: user, in: db) else { return nil }
      let rows = try Row.fetchAll(
        db,
        sql: "SELECT revision, transition FROM navChange WHERE user = ? AND revision > ? "
          + "ORDER BY revision",
        arguments: [user, revision])
      let changes = rows.map {
        StoredChange(revision: $0["revision"], transition: $0["transition"])
      }
      return (state, Self.reachesBack(changes, since: revision, state: state) ? changes : nil)
    }
  }

  public func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) {
    let keep = changeLogLength
    let written = try await database.write { db -> (revision: Int, update: StateUpdate?) in
      let current = try Self.state(of: user, in: db)
      let (revision, next) = try Self.next(
        of: user, current: current, base: base, mayCreate: mayCreate, update)
      guard let next else { return (revision, nil) }
      // Created again after a deletion: after the deleted state's last revision.
      let deleted =
        current == nil
        ? try Int.fetchOne(
          db, sql: "SELECT revision FROM navDeleted WHERE user = ?", arguments: [user]) : nil
      let written = (deleted ?? revision) + 1
      if deleted != nil {
        try db.execute(sql: "DELETE FROM navDeleted WHERE user = ?", arguments: [user])
      }
      try db.execute(
        sql: "INSERT OR REPLACE INTO navState (user, revision, document) VALUES (?, ?, ?)",
        arguments: [user, written, Data(next.document)])
      // A state created again has no transition from the deleted one: its log starts empty, so
      // that a device that held the deleted state is sent the whole state.
      if let transition = next.transition, deleted == nil {
        try db.execute(
          sql: "INSERT INTO navChange (user, revision, transition) VALUES (?, ?, ?)",
          arguments: [user, written, transition])
        try db.execute(
          sql: "DELETE FROM navChange WHERE user = ? AND revision <= ?",
          arguments: [user, written - keep])
      } else {
        try db.execute(sql: "DELETE FROM navChange WHERE user = ?", arguments: [user])
      }
      return (written, next)
    }
    if written.update != nil { await notifier.changed(user) }
    return written
  }

  public func delete(user: String, base: Int) async throws {
    try await database.write { db in
      guard let current = try Self.state(of: user, in: db) else {
        throw ServiceFailure.unknownUser(user)
      }
      try Self.check(base: base, against: current.revision)
      try db.execute(sql: "DELETE FROM navState WHERE user = ?", arguments: [user])
      try db.execute(sql: "DELETE FROM navChange WHERE user = ?", arguments: [user])
      try db.execute(
        sql: "INSERT OR REPLACE INTO navDeleted (user, revision) VALUES (?, ?)",
        arguments: [user, current.revision])
    }
    await notifier.changed(user)
  }

  @discardableResult
  public func upgrade(user: String, to upgraded: StoredState) async throws -> Bool {
    try await database.write { db in
      try db.execute(
        sql: "UPDATE navState SET document = ? WHERE user = ? AND revision = ?",
        arguments: [Data(upgraded.document), user, upgraded.revision])
      return db.changesCount == 1
    }
  }

  private static func state(of user: String, in db: Database) throws -> StoredState? {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT revision, document FROM navState WHERE user = ?",
        arguments: [user])
    else { return nil }
    let document: Data = row["document"]
    return StoredState(revision: row["revision"], document: [UInt8](document))
  }
}
