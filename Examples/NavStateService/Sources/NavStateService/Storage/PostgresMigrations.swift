internal import Logging
internal import PostgresNIO

/// The versions of the PostgreSQL schema, as the SQLite store has its `v1`, `v2`: each applied
/// once, in order, and recorded in `navSchemaMigration` (version, name, when), inside the
/// start-up transaction that holds the schema's advisory lock.
enum PostgresMigrations {
  /// One version of the schema.
  struct Migration: Sendable {
    let version: Int
    let name: String
    let statements: [String]
  }

  /// Every version, oldest first. Version 1 is the schema of the service before versions were
  /// recorded, so its tables may exist already.
  static let all: [Migration] = [
    Migration(
      version: 1, name: "state and change log",
      statements: [
        """
        CREATE TABLE IF NOT EXISTS navState (
          "user" TEXT PRIMARY KEY NOT NULL, revision BIGINT NOT NULL, document BYTEA NOT NULL)
        """,
        """
        CREATE TABLE IF NOT EXISTS navChange (
          "user" TEXT NOT NULL, revision BIGINT NOT NULL, transition TEXT NOT NULL,
          PRIMARY KEY ("user", revision))
        """,
      ]),
    Migration(
      version: 2, name: "last revisions of deleted states",
      statements: [
        // A state created again after a deletion continues after its last revision.
        """
        CREATE TABLE IF NOT EXISTS navDeleted (
          "user" TEXT PRIMARY KEY NOT NULL, revision BIGINT NOT NULL)
        """
      ]),
  ]

  /// Applies the versions the database lacks, in order.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 3 when the database has a version
  ///   this service does not know (a newer service migrated it), or the database's error.
  static func apply(in db: PostgresConnection, logger: Logger) async throws {
    try await db.query(
      """
      CREATE TABLE IF NOT EXISTS navSchemaMigration (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL,
        appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())
      """, logger: logger)
    var applied: Set<Int> = []
    let rows = try await db.query("SELECT version FROM navSchemaMigration", logger: logger)
    for try await version in rows.decode(Int.self) { applied.insert(version) }
    let known = all.map(\.version).max() ?? 0
    if let newest = applied.max(), newest > known {
      throw ServiceCommand.StartupError(
        description: "the database's schema is at version \(newest), newer than this service's "
          + "\(known): run the newer service, or restore the database",
        exitCode: 3)
    }
    for migration in all where !applied.contains(migration.version) {
      for statement in migration.statements {
        try await db.query(PostgresQuery(unsafeSQL: statement), logger: logger)
      }
      try await db.query(
        """
        INSERT INTO navSchemaMigration (version, name)
        VALUES (\(migration.version), \(migration.name))
        """, logger: logger)
      logger.info("migrated the schema to version \(migration.version): \(migration.name)")
    }
  }
}
