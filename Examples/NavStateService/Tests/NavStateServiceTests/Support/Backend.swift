import Foundation
import GRDB
import NavStateService
import PostgresNIO
import Testing

/// A kind of store the store tests run on: SQLite always, PostgreSQL when
/// `NAVSTATE_TEST_POSTGRES_URL` names a database (`scripts/with-postgres.sh` starts one and sets
/// it); without it, the PostgreSQL cases are cancelled with a message that says so.
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, postgres

  var testDescription: String { rawValue }

  /// The PostgreSQL database of the tests, from the environment.
  static let postgresURL = ProcessInfo.processInfo.environment["NAVSTATE_TEST_POSTGRES_URL"]

  /// Why the PostgreSQL cases did not run.
  static let postgresSkipped = Comment(
    rawValue: "NAVSTATE_TEST_POSTGRES_URL is unset: the PostgreSQL backend is not tested "
      + "(run the tests under scripts/with-postgres.sh, as CI does)")

  /// Runs `body` with a new, empty store: an in-memory SQLite database, or a new schema of the
  /// PostgreSQL database with the store's connection pool running.
  func withStore<Value: Sendable>(
    changeLogLength: Int = 100, _ body: @Sendable (any StateStore) async throws -> Value
  ) async throws -> Value {
    switch self {
    case .sqlite:
      return try await body(
        SQLiteStateStore(database: DatabaseQueue(), changeLogLength: changeLogLength))
    case .postgres:
      guard let url = Self.postgresURL else {
        print("skipped: \(Self.postgresSkipped.rawValue)")
        try Test.cancel(Self.postgresSkipped)
      }
      return try await Self.withPostgresStore(url: url, changeLogLength: changeLogLength, body)
    }
  }

  /// Runs `body` with a PostgreSQL store on a new schema of the database at `url`.
  static func withPostgresStore<Value: Sendable>(
    url: String, changeLogLength: Int, _ body: @Sendable (any StateStore) async throws -> Value
  ) async throws -> Value {
    let schema = "test_" + UUID().uuidString.lowercased().filter { $0 != "-" }
    var configuration = try DatabaseURL(url).postgresConfiguration
    configuration.options.additionalStartupParameters = [("search_path", schema)]
    let store = PostgresStateStore(
      client: PostgresClient(configuration: configuration), changeLogLength: changeLogLength)
    return try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await store.run() }
      try await store.client.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"))
      try await store.migrate()
      let value = try await body(store)
      group.cancelAll()
      return value
    }
  }

  /// A new, empty database on the PostgreSQL server of `url`, for instances of the service to
  /// share; its URL.
  static func newPostgresDatabase(like url: String) async throws -> String {
    let server = try DatabaseURL(url)
    let name = "test_" + UUID().uuidString.lowercased().filter { $0 != "-" }
    let client = PostgresClient(configuration: server.postgresConfiguration)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { await client.run() }
      try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"))
      group.cancelAll()
    }
    let password = server.password.map { ":\($0)" } ?? ""
    return "postgres://\(server.user)\(password)@\(server.host):\(server.port)/\(name)"
  }
}
