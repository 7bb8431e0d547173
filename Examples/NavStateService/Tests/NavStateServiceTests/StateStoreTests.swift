import Foundation
import GRDB
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct StateStoreTests {
  private let adapter = NavAdapter(registry: RecipesDomain.types)

  private func state() throws -> AppState {
    try AppState(
      tabs: AppTab.allCases, selection: .settings,
      stacks: [
        NavPath([Category.desserts, RecipeID(rawValue: 42), 2]), NavPath([SettingsPane.units]),
      ])
  }

  @Test(arguments: Backend.allCases)
  func ourDocumentRoundTripsByteForByte(backend: Backend) async throws {
    let document = try adapter.document(of: try state())
    let adapter = self.adapter
    let expected = try state()
    try await backend.withStore { store in
      let written = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: document, transition: "{}")
      }
      let read = try #require(try await store.state(of: "ana"))
      #expect(written.revision == 1)
      #expect(read == StoredState(revision: 1, document: document))
      #expect(try adapter.state(from: read.document) == expected)
    }
  }

  @Test func aPathRepresentationRoundTripsAsAJSONColumn() throws {
    let queue = try DatabaseQueue()
    let path = NavPath([Category.mains, RecipeID(rawValue: 7), 1])
    let json = String(
      decoding: try NavDocument(jsonBytes: adapter.registry.encode(path)).jsonBytes, as: UTF8.self)
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
    let saved = SavedPath(id: 1, path: try NavDocument(jsonBytes: adapter.registry.encode(path)))
    try queue.write { db in
      try db.create(table: SavedPath.databaseTableName) { table in
        table.column("id", .integer).primaryKey()
        table.column("path", .text).notNull()
      }
      try saved.insert(db)
    }
    let read = try #require(try queue.read { try SavedPath.fetchOne($0, key: 1) })
    #expect(read.path == saved.path)
    #expect(try adapter.registry.decode(NavPath.self, from: read.path.jsonBytes) == path)
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
    let store = try SQLiteStateStore(database: queue)
    #expect(
      try await store.state(of: "ana") == StoredState(revision: 2, document: Array("{}".utf8)))
    let columns = try await queue.read { try $0.columns(in: "navState").map(\.name) }
    #expect(columns == ["user", "revision", "document"])
    #expect(try await store.changes(of: "ana", since: 1)?.changes == nil)
  }

  @Test(arguments: Backend.allCases)
  func aWriteThatThrowsLeavesNothingBehind(backend: Backend) async throws {
    try await backend.withStore { store in
      await #expect(throws: ServiceFailure.emptyStack(.recipes)) {
        _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
          throw ServiceFailure.emptyStack(.recipes)
        }
      }
      let state = try await store.state(of: "ana")
      let changes = try await store.changes(of: "ana", since: 0)
      #expect(state == nil)
      #expect(changes == nil)
    }
  }

  @Test(arguments: Backend.allCases)
  func aWriteBasedOnAnotherRevisionIsRefused(backend: Backend) async throws {
    try await backend.withStore { store in
      let update = StateUpdate(document: [1], transition: "{}")
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in update }
      await #expect(throws: ServiceFailure.staleRevision(given: 0, current: 1)) {
        _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in update }
      }
      await #expect(throws: ServiceFailure.revisionAhead(given: 2, current: 1)) {
        _ = try await store.write(user: "ana", base: 2, mayCreate: true) { _ in update }
      }
      await #expect(throws: ServiceFailure.unknownUser("bob")) {
        _ = try await store.write(user: "bob", base: nil, mayCreate: false) { _ in update }
      }
      #expect(try await store.state(of: "ana")?.revision == 1)
    }
  }

  @Test(arguments: Backend.allCases)
  func theChangeLogKeepsTheLastChangesOnly(backend: Backend) async throws {
    try await backend.withStore(changeLogLength: 2) { store in
      for base in 0..<4 {
        _ = try await store.write(user: "ana", base: base, mayCreate: true) { _ in
          StateUpdate(document: [UInt8(base)], transition: "\(base)")
        }
      }
      let recent = try #require(try await store.changes(of: "ana", since: 2))
      #expect(recent.state == StoredState(revision: 4, document: [3]))
      #expect(
        recent.changes == [
          StoredChange(revision: 3, transition: "2"), StoredChange(revision: 4, transition: "3"),
        ])
      let old = try #require(try await store.changes(of: "ana", since: 1))
      #expect(old.changes == nil)
    }
  }

  /// A write that changes nothing stores nothing; a write without a transition (a state that
  /// replaces one that could not be read) clears the log.
  @Test(arguments: Backend.allCases)
  func aWriteWithoutChangeStoresNothingAndOneWithoutTransitionClearsTheLog(backend: Backend)
    async throws
  {
    try await backend.withStore { store in
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [1], transition: "{}")
      }
      let unchanged = try await store.write(user: "ana", base: 1, mayCreate: false) { _ in nil }
      #expect(unchanged.revision == 1)
      #expect(unchanged.update == nil)
      let reset = try await store.write(user: "ana", base: 1, mayCreate: true) { _ in
        StateUpdate(document: [2], transition: nil)
      }
      #expect(reset.revision == 2)
      #expect(try await store.state(of: "ana") == StoredState(revision: 2, document: [2]))
      #expect(try await store.changes(of: "ana", since: 0)?.changes == nil)
      #expect(try await store.changes(of: "ana", since: 2)?.changes == [])
    }
  }

  @Test(arguments: Backend.allCases)
  func aDeleteBasedOnTheStoredRevisionRemovesStateAndLog(backend: Backend) async throws {
    try await backend.withStore { store in
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [1], transition: "{}")
      }
      await #expect(throws: ServiceFailure.staleRevision(given: 0, current: 1)) {
        try await store.delete(user: "ana", base: 0)
      }
      try await store.delete(user: "ana", base: 1)
      let deleted = try await store.state(of: "ana")
      #expect(deleted == nil)
      await #expect(throws: ServiceFailure.unknownUser("ana")) {
        try await store.delete(user: "ana", base: 1)
      }
      let created = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [2], transition: "{}")
      }
      // Created again: after the deleted state's revision, with a log that starts empty.
      #expect(created.revision == 2)
      #expect(try await store.changes(of: "ana", since: 0)?.changes == nil)
    }
  }

  /// A state created again after a deletion continues the revisions of the deleted one, so that
  /// no revision from before the deletion matches it: a device that held revision 2 of the
  /// deleted state is refused a write based on it and is sent the whole new state.
  @Test(arguments: Backend.allCases)
  func aStateCreatedAgainAfterADeletionNeverRepeatsARevision(backend: Backend) async throws {
    try await backend.withStore { store in
      for base in 0...2 {
        _ = try await store.write(user: "ana", base: base, mayCreate: true) { _ in
          StateUpdate(document: [UInt8(base)], transition: "{\"old\":\(base)}")
        }
      }
      try await store.delete(user: "ana", base: 3)
      let created = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [9], transition: "{\"new\":4}")
      }
      #expect(created.revision == 4)
      #expect(try await store.state(of: "ana") == StoredState(revision: 4, document: [9]))
      for revision in 0...3 {
        // Behind: the whole state, never the new state's transitions from an old revision.
        #expect(try await store.changes(of: "ana", since: revision)?.changes == nil)
        await #expect(throws: ServiceFailure.staleRevision(given: revision, current: 4)) {
          try await store.write(user: "ana", base: revision, mayCreate: true) { _ in
            StateUpdate(document: [8], transition: "{}")
          }
        }
      }
      let next = try await store.write(user: "ana", base: 4, mayCreate: false) { _ in
        StateUpdate(document: [10], transition: "{\"new\":5}")
      }
      #expect(next.revision == 5)
      #expect(
        try await store.changes(of: "ana", since: 4)?.changes
          == [StoredChange(revision: 5, transition: "{\"new\":5}")])
      // And again: each deletion leaves the last revision behind.
      try await store.delete(user: "ana", base: 5)
      let again = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [11], transition: "{}")
      }
      #expect(again.revision == 6)
    }
  }

  @Test(arguments: Backend.allCases)
  func anUpgradeKeepsTheRevisionUnlessAWriteCameFirst(backend: Backend) async throws {
    try await backend.withStore { store in
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: [1], transition: "{}")
      }
      #expect(try await store.upgrade(user: "ana", to: StoredState(revision: 1, document: [9])))
      #expect(try await store.state(of: "ana") == StoredState(revision: 1, document: [9]))
      #expect(!(try await store.upgrade(user: "ana", to: StoredState(revision: 0, document: [8]))))
      #expect(try await store.state(of: "ana") == StoredState(revision: 1, document: [9]))
    }
  }

  /// The database enforces revisions: of many writes based on the same revision, one is
  /// accepted; writes applied to whatever is stored are all accepted, one revision each.
  @Test(arguments: Backend.allCases)
  func concurrentWritesOnOneRevisionAcceptOneAndRelativeWritesAll(backend: Backend) async throws {
    try await backend.withStore { store in
      let creations = try await withThrowingTaskGroup(of: Int?.self) { group in
        for id in 0..<16 {
          group.addTask {
            do {
              return try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
                StateUpdate(document: [UInt8(id)], transition: "{}")
              }.revision
            } catch ServiceFailure.staleRevision(given: 0, current: 1) {
              return nil
            }
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(creations.compactMap { $0 } == [1])
      let revisions = try await withThrowingTaskGroup(of: Int.self) { group in
        for id in 0..<16 {
          group.addTask {
            try await store.write(user: "ana", base: nil, mayCreate: false) { stored in
              StateUpdate(document: (stored?.document ?? []) + [UInt8(id)], transition: "\(id)")
            }.revision
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(revisions.sorted() == Array(2...17))
      let stored = try #require(try await store.changes(of: "ana", since: 1))
      #expect(stored.state.revision == 17)
      #expect(stored.state.document.count == 17)
      #expect(stored.changes?.map(\.revision) == Array(2...17))
    }
  }
}

/// A row whose `path` column holds a saved path, through GRDB's `Codable` records.
private struct SavedPath: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "savedPath"
  var id: Int64
  var path: NavDocument
}
