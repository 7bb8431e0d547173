import Foundation
import GRDB
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct StateStoreTests {
  private let adapter = NavAdapter(registry: RecipesDomain.types)

  private func store(changeLogLength: Int = 100) throws -> StateStore {
    try StateStore(database: DatabaseQueue(), changeLogLength: changeLogLength)
  }

  private func state() throws -> AppState {
    try AppState(
      tabs: AppTab.allCases, selection: .settings,
      stacks: [
        NavPath([Category.desserts, RecipeID(rawValue: 42), 2]), NavPath([SettingsPane.units]),
      ])
  }

  @Test func ourDocumentRoundTripsThroughSQLiteByteForByte() async throws {
    let store = try store()
    let document = try adapter.document(of: try state())
    let written = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
      StateUpdate(document: document, transition: "{}")
    }
    let read = try #require(try await store.state(of: "ana"))
    #expect(written.revision == 1)
    #expect(read == StoredState(revision: 1, document: document))
    #expect(try adapter.state(from: read.document) == (try state()))
  }

  @Test func aPathRepresentationRoundTripsAsAJSONColumn() throws {
    let queue = try DatabaseQueue()
    let path = NavPath([Category.mains, RecipeID(rawValue: 7), 1])
    let json = String(
      decoding: try adapter.registry.representation(of: path).jsonBytes, as: UTF8.self)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE paths (json TEXT NOT NULL)")
      try db.execute(sql: "INSERT INTO paths (json) VALUES (?)", arguments: [json])
    }
    let read = try queue.read { try String.fetchOne($0, sql: "SELECT json FROM paths") }
    #expect(read == json)
    #expect(
      try adapter.registry.decode(NavPath.self, from: Array(try #require(read).utf8)) == path)
  }

  /// GRDB stores a nested `Codable` value as JSON text and, to read it back, asks the value's
  /// decoder for a keyed container, which throws on purpose to ask for its JSON fallback: the
  /// representation must let that error through, not report malformed JSON.
  @Test func aPathRepresentationIsACodableColumnOfAGRDBRecord() throws {
    let queue = try DatabaseQueue()
    let path = NavPath([Category.mains, RecipeID(rawValue: 7), 1])
    let saved = SavedPath(id: 1, path: try adapter.registry.representation(of: path))
    try queue.write { db in
      try db.create(table: SavedPath.databaseTableName) { table in
        table.column("id", .integer).primaryKey()
        table.column("path", .text).notNull()
      }
      try saved.insert(db)
    }
    let read = try #require(try queue.read { try SavedPath.fetchOne($0, key: 1) })
    #expect(read.path == saved.path)
    #expect(try adapter.registry.path(from: read.path) == path)
  }

  /// A database of the service before documents said their own version: the version column
  /// goes, the document stays, and the log of the service's own transition form is cleared.
  @Test func openingAnOlderDatabaseDropsTheVersionColumnAndTheOldLog() async throws {
    let queue = try DatabaseQueue()
    try await queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('v1');
          CREATE TABLE navState (
            user TEXT PRIMARY KEY NOT NULL, revision INTEGER NOT NULL,
            version INTEGER NOT NULL, document BLOB NOT NULL);
          CREATE TABLE navChange (
            user TEXT NOT NULL, revision INTEGER NOT NULL, transition TEXT NOT NULL,
            PRIMARY KEY (user, revision)) WITHOUT ROWID;
          INSERT INTO navState VALUES ('ana', 2, 3, x'7b7d');
          INSERT INTO navChange VALUES ('ana', 2, '{"stackChanges":[]}');
          """)
    }
    let store = try StateStore(database: queue)
    #expect(
      try await store.state(of: "ana") == StoredState(revision: 2, document: Array("{}".utf8)))
    let columns = try await queue.read { try $0.columns(in: "navState").map(\.name) }
    #expect(columns == ["user", "revision", "document"])
    #expect(try await store.changes(of: "ana", since: 1)?.changes == nil)
  }

  @Test func aWriteThatThrowsLeavesNothingBehind() async throws {
    let store = try store()
    await #expect(throws: ServiceFailure.emptyStack(.recipes)) {
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        throw ServiceFailure.emptyStack(.recipes)
      }
    }
    #expect(try await store.state(of: "ana") == nil)
    let changes = try await store.database.read {
      try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM navChange")
    }
    #expect(changes == 0)
  }

  @Test func aWriteBasedOnAnOlderRevisionIsRefused() async throws {
    let store = try store()
    let update = StateUpdate(document: [], transition: "{}")
    _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in update }
    await #expect(throws: ServiceFailure.staleRevision(given: 0, current: 1)) {
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in update }
    }
  }

  @Test func theChangeLogKeepsTheLastChangesOnly() async throws {
    let store = try store(changeLogLength: 2)
    for base in 0..<4 {
      _ = try await store.write(user: "ana", base: base, mayCreate: true) { _ in
        StateUpdate(document: [], transition: "\(base)")
      }
    }
    let recent = try #require(try await store.changes(of: "ana", since: 2))
    #expect(recent.changes?.map(\.transition) == ["2", "3"])
    let old = try #require(try await store.changes(of: "ana", since: 1))
    #expect(old.changes == nil)
  }
}

/// A row whose `path` column holds a saved path, through GRDB's `Codable` records.
private struct SavedPath: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "savedPath"
  var id: Int64
  var path: NavPath.CodableRepresentation
}
