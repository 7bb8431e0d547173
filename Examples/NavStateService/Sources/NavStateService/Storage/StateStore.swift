public import GRDB

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// A user's stored state: its revision and its document's bytes, which say their own schema
/// version.
public struct StoredState: Sendable, Equatable {
  /// The number of writes the state has seen; 0 means no state.
  public var revision: Int
  /// The whole-app document.
  public var document: [UInt8]

  /// Creates a stored state.
  public init(revision: Int, document: [UInt8]) {
    self.revision = revision
    self.document = document
  }
}

/// One entry of a user's change log: the revision a write produced and its transition's JSON.
public struct StoredChange: Sendable, Equatable {
  /// The revision the write produced.
  public var revision: Int
  /// The transition from the revision before, as JSON text.
  public var transition: String
}

/// What a write stores: the new document and the transition that leads to it.
public struct StateUpdate: Sendable {
  /// The new whole-app document.
  public var document: [UInt8]
  /// The transition from the state the write was based on, as JSON text, or `nil` for a state
  /// that replaces one that could not be read: the user's change log is then cleared, so that a
  /// device behind is sent the whole state.
  public var transition: String?

  /// Creates an update.
  public init(document: [UInt8], transition: String?) {
    self.document = document
    self.transition = transition
  }
}

/// The users' states and change logs in SQLite, through GRDB.
///
/// Each write runs in one transaction that checks the revision it was based on, stores the new
/// state, appends to the change log and trims it: a write that throws leaves nothing behind.
public struct StateStore: Sendable {
  /// The database.
  public let database: any DatabaseWriter
  /// How many changes each user's log keeps; older ones are dropped.
  public let changeLogLength: Int

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
    return migrator
  }

  /// The user's state, or `nil` when none is stored.
  public func state(of user: String) async throws -> StoredState? {
    try await database.read { db in try Self.state(of: user, in: db) }
  }

  /// The user's state and the changes after a revision still in the log, oldest first.
  ///
  /// - Returns: `nil` when no state is stored; otherwise the state, and the changes after
  ///   `revision` or `nil` when the log no longer reaches back to it.
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
      let reachesBack = revision == state.revision || changes.first?.revision == revision + 1
      return (state, reachesBack ? changes : nil)
    }
  }

  /// Writes a user's next state if the stored revision is the one the write was based on.
  ///
  /// - Parameters:
  ///   - user: The user.
  ///   - base: The revision the write was based on, 0 for a user without state, or `nil` to
  ///     apply `update` to whatever is stored.
  ///   - mayCreate: Whether the write may create the state of a user who has none.
  ///   - update: Computes the new state from the stored one (`nil` for a new user), or `nil`
  ///     when the write changes nothing; it runs inside the transaction, and whatever it throws
  ///     rolls the transaction back.
  /// - Returns: The revision after the write (the stored one when nothing changed) and what was
  ///   stored.
  /// - Throws: ``ServiceFailure/unknownUser(_:)`` for a user without state when `mayCreate` is
  ///   false, ``ServiceFailure/staleRevision(given:current:)`` when `base` is older than the
  ///   stored revision, ``ServiceFailure/revisionAhead(given:current:)`` when it is newer, or
  ///   what `update` throws.
  public func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) {
    let keep = changeLogLength
    return try await database.write { db in
      let current = try Self.state(of: user, in: db)
      if current == nil, !mayCreate { throw ServiceFailure.unknownUser(user) }
      let revision = current?.revision ?? 0
      try Self.check(base: base, against: revision)
      guard let next = try update(current) else { return (revision, nil) }
      try db.execute(
        sql: "INSERT OR REPLACE INTO navState (user, revision, document) VALUES (?, ?, ?)",
        arguments: [user, revision + 1, Data(next.document)])
      if let transition = next.transition {
        try db.execute(
          sql: "INSERT INTO navChange (user, revision, transition) VALUES (?, ?, ?)",
          arguments: [user, revision + 1, transition])
        try db.execute(
          sql: "DELETE FROM navChange WHERE user = ? AND revision <= ?",
          arguments: [user, revision + 1 - keep])
      } else {
        try db.execute(sql: "DELETE FROM navChange WHERE user = ?", arguments: [user])
      }
      return (revision + 1, next)
    }
  }

  /// Removes a user's state and change log if the stored revision is the one the removal was
  /// based on.
  ///
  /// - Throws: ``ServiceFailure/unknownUser(_:)`` for a user without state,
  ///   ``ServiceFailure/staleRevision(given:current:)`` or
  ///   ``ServiceFailure/revisionAhead(given:current:)`` when `base` is not the stored revision.
  public func delete(user: String, base: Int) async throws {
    try await database.write { db in
      guard let current = try Self.state(of: user, in: db) else {
        throw ServiceFailure.unknownUser(user)
      }
      try Self.check(base: base, against: current.revision)
      try db.execute(sql: "DELETE FROM navState WHERE user = ?", arguments: [user])
      try db.execute(sql: "DELETE FROM navChange WHERE user = ?", arguments: [user])
    }
  }

  /// Checks that a write is based on the stored revision (`nil`: on whatever is stored).
  static func check(base: Int?, against revision: Int) throws {
    guard let base, base != revision else { return }
    throw base < revision
      ? ServiceFailure.staleRevision(given: base, current: revision)
      : ServiceFailure.revisionAhead(given: base, current: revision)
  }

  /// Replaces a user's document by its upgraded form, keeping the revision, unless a write
  /// changed the state meanwhile.
  ///
  /// - Returns: Whether the upgraded document was stored.
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
