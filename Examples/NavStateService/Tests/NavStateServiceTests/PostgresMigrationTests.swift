import NavStateService
import PostgresNIO
import Testing

/// The PostgreSQL schema has recorded versions: each applied once, and a database that a newer
/// service migrated is refused at start-up rather than written with an older schema.
@Suite struct PostgresMigrationTests {
  @Test func theSchemaVersionsAreRecordedOnceAndANewerOneIsRefused() async throws {
    try await Backend.postgres.withStore { store in
      let store = try #require(store as? PostgresStateStore)
      try await store.migrate()
      var versions: [Int] = []
      let rows = try await store.client.query("SELECT version FROM navSchemaMigration")
      for try await version in rows.decode(Int.self) { versions.append(version) }
      #expect(versions.sorted() == [1, 2])
      try await store.client.query(
        "INSERT INTO navSchemaMigration (version, name) VALUES (99, 'from the future')")
      await #expect(
        throws: ServiceCommand.StartupError(
          description: "the database's schema is at version 99, newer than this service's 2: "
            + "run the newer service, or restore the database",
          exitCode: 3)
      ) {
        try await store.migrate()
      }
    }
  }
}
