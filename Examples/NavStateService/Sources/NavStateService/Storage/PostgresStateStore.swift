internal import Logging
internal import NIOCore
public import PostgresNIO
public import ServiceLifecycle

/// The users' states and change logs in PostgreSQL, through postgres-nio, for several instances
/// of the service on one database.
///
/// Each write is one transaction that locks the user's row (`SELECT … FOR UPDATE`), checks the
/// revision it was based on, and then writes conditionally (`UPDATE … WHERE revision = n`, or an
/// `INSERT … ON CONFLICT DO NOTHING` for a new user), so the database itself refuses a second
/// write on the same revision, from whichever instance it comes. The transaction also sends
/// `NOTIFY navstate` with the user, so every instance's ``ChangeNotifier`` wakes its waiters.
///
/// Run it as a service (`run()`): it runs the client's connection pool and listens for the
/// other instances' writes.
public struct PostgresStateStore: StateStore, Service {
  /// The connection pool.
  public let client: PostgresClient
  /// How many changes each user's log keeps; older ones are dropped.
  public let changeLogLength: Int
  /// Wakes the requests that wait for a user's next change.
  public let notifier = ChangeNotifier()
  private let logger: Logger

  /// The channel of the notifications that say which user's state changed.
  static let channel = "navstate"

  /// Creates a store on a client; ``run()`` must be running before it is used.
  ///
  /// - Parameters:
  ///   - client: The client.
  ///   - changeLogLength: How many changes each user's log keeps.
  public init(client: PostgresClient, changeLogLength: Int = 100) {
    self.client = client
    self.changeLogLength = max(1, changeLogLength)
    self.logger = Logger(label: "nav-state-service.postgres")
  }

  /// Creates a store for a `postgres://user:password@host:port/database` URL.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` for a URL without a host or user.
  public init(url: String, changeLogLength: Int = 100) throws {
    self.init(
      client: PostgresClient(configuration: try DatabaseURL(url).postgresConfiguration),
      changeLogLength: changeLogLength)
  }

  /// Runs the connection pool, and listens for the writes of every instance, until cancelled or
  /// shut down gracefully.
  public func run() async {
    await withDiscardingTaskGroup { group in
      group.addTask { await client.run() }
      group.addTask { try? await cancelWhenGracefulShutdown { try await listen() } }
    }
  }

  /// Brings the schema to its latest version (`PostgresMigrations`), waiting at most `timeout`
  /// for the database; several instances may do it at once.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 3 when the database cannot be
  ///   reached in time or refuses.
  public func migrate(timeout: Duration = .seconds(10)) async throws {
    do {
      try await withThrowingTaskGroup { group in
        group.addTask { try await createTables() }
        group.addTask {
          try await Task.sleep(for: timeout)
          throw ServiceCommand.StartupError(
            description: "no answer from the database in \(timeout)", exitCode: 3)
        }
        try await group.next()
        group.cancelAll()
      }
    } catch let error as ServiceCommand.StartupError {
      throw error
    } catch {
      throw ServiceCommand.StartupError(description: "the database refused: \(error)", exitCode: 3)
    }
  }

  private func createTables() async throws {
    try await transaction { db in
      // One instance at a time: CREATE TABLE IF NOT EXISTS races with itself otherwise.
      try await db.query("SELECT pg_advisory_xact_lock(4711)", logger: logger)
      try await PostgresMigrations.apply(in: db, logger: logger)
    }
  }

  public func state(of user: String) async throws -> StoredState? {
    try await client.withConnection { db in try await state(of: user, in: db, locking: false) }
  }

  public func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?
  {
    try await transaction { db in
      try await db.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ", logger: logger)
      guard let state = try await state(of: user, in: db, locking: false) else { return nil }
      let rows = try await db.query(
        """
        SELECT revision, transition FROM navChange WHERE "user" = \(user) AND revision > \(revision)
        ORDER BY revision
        """, logger: logger)
      var changes: [StoredChange] = []
      for try await (revision, transition) in rows.decode((Int, String).self) {
        changes.append(StoredChange(revision: revision, transition: transition))
      }
      return (state, Self.reachesBack(changes, since: revision, state: state) ? changes : nil)
    }
  }

  public func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) {
    let keep = changeLogLength
    return try await transaction { db -> (revision: Int, update: StateUpdate?) in
      let current = try await state(of: user, in: db, locking: true)
      let (revision, next) = try Self.next(
        of: user, current: current, base: base, mayCreate: mayCreate, update)
      guard let next else { return (revision, nil) }
      let document = ByteBuffer(bytes: next.document)
      // Created again after a deletion: after the deleted state's last revision.
      let deleted = current == nil ? try await deletedRevision(of: user, in: db) : nil
      let written = (deleted ?? revision) + 1
      let stored =
        current == nil
        ? try await db.query(
          """
          INSERT INTO navState ("user", revision, document)
          VALUES (\(user), \(written), \(document))
          ON CONFLICT DO NOTHING RETURNING revision
          """, logger: logger)
        : try await db.query(
          """
          UPDATE navState SET revision = revision + 1, document = \(document)
          WHERE "user" = \(user) AND revision = \(revision) RETURNING revision
          """, logger: logger)
      // Another instance created the user meanwhile: the write is based on a stale revision.
      guard try await stored.collect().count == 1 else {
        throw ServiceFailure.staleRevision(given: revision, current: written)
      }
      if deleted != nil {
        try await db.query("DELETE FROM navDeleted WHERE \"user\" = \(user)", logger: logger)
      }
      // A state created again has no transition from the deleted one: its log starts empty, so
      // that a device that held the deleted state is sent the whole state.
      if let transition = next.transition, deleted == nil {
        try await db.query(
          """
          INSERT INTO navChange ("user", revision, transition)
          VALUES (\(user), \(written), \(transition))
          """, logger: logger)
        try await db.query(
          "DELETE FROM navChange WHERE \"user\" = \(user) AND revision <= \(written - keep)",
          logger: logger)
      } else {
        try await db.query("DELETE FROM navChange WHERE \"user\" = \(user)", logger: logger)
      }
      try await db.query("SELECT pg_notify(\(Self.channel), \(user))", logger: logger)
      return (written, next)
    }
  }

  public func delete(user: String, base: Int) async throws {
    try await transaction { db in
      guard let current = try await state(of: user, in: db, locking: true) else {
        throw ServiceFailure.unknownUser(user)
      }
      try Self.check(base: base, against: current.revision)
      try await db.query("DELETE FROM navState WHERE \"user\" = \(user)", logger: logger)
      try await db.query("DELETE FROM navChange WHERE \"user\" = \(user)", logger: logger)
      try await db.query(
        """
        INSERT INTO navDeleted ("user", revision) VALUES (\(user), \(current.revision))
        ON CONFLICT ("user") DO UPDATE SET revision = EXCLUDED.revision
        """, logger: logger)
      try await db.query("SELECT pg_notify(\(Self.channel), \(user))", logger: logger)
    }
  }

  @discardableResult
  public func upgrade(user: String, to upgraded: StoredState) async throws -> Bool {
    let rows = try await client.query(
      """
      UPDATE navState SET document = \(ByteBuffer(bytes: upgraded.document))
      WHERE "user" = \(user) AND revision = \(upgraded.revision) RETURNING revision
      """, logger: logger)
    return try await rows.collect().count == 1
  }

  private func state(of user: String, in db: PostgresConnection, locking: Bool) async throws
    -> StoredState?
  {
    let query: PostgresQuery =
      locking
      ? "SELECT revision, document FROM navState WHERE \"user\" = \(user) FOR UPDATE"
      : "SELECT revision, document FROM navState WHERE \"user\" = \(user)"
    let rows = try await db.query(query, logger: logger)
    for try await (revision, document) in rows.decode((Int, ByteBuffer).self) {
      return StoredState(revision: revision, document: Array(buffer: document))
    }
    return nil
  }

  /// The last revision of the user's deleted state, `nil` for a user whose state was never
  /// deleted.
  private func deletedRevision(of user: String, in db: PostgresConnection) async throws -> Int? {
    let rows = try await db.query(
      "SELECT revision FROM navDeleted WHERE \"user\" = \(user)", logger: logger)
    for try await revision in rows.decode(Int.self) { return revision }
    return nil
  }

  /// Runs `body` in a transaction, and throws what it threw (postgres-nio wraps it).
  private func transaction<Result: Sendable>(
    _ body: (PostgresConnection) async throws -> Result
  ) async throws -> Result {
    do {
      return try await client.withTransaction(logger: logger) { db in try await body(db) }
    } catch let error as PostgresTransactionError {
      throw error.closureError ?? error
    }
  }

  /// Listens for the notifications of every instance's writes, and reconnects after a failure.
  private func listen() async throws {
    while !Task.isCancelled {
      do {
        try await client.withConnection { db in
          try await db.listen(on: Self.channel) { notifications in
            for try await notification in notifications {
              await notifier.changed(notification.payload)
            }
          }
        }
      } catch  where !Task.isCancelled {
        logger.warning(
          "listening for changes failed, retrying in 1 s: \(Self.cause(of: error))")
        try await Task.sleep(for: .seconds(1))
      }
    }
  }
}
