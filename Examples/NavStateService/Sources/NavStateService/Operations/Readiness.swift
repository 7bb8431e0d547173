internal import GRDB
internal import PostgresNIO

/// A store that can say whether its database answers, for `GET /ready`.
protocol ReadinessProbe: Sendable {
  /// Asks the database one trivial question.
  func ping() async throws
}

extension SQLiteStateStore: ReadinessProbe {
  func ping() async throws {
    _ = try await database.read { try Int.fetchOne($0, sql: "SELECT 1") }
  }
}

extension PostgresStateStore: ReadinessProbe {
  func ping() async throws {
    try await client.query("SELECT 1")
  }
}

/// Whether a store's database answered within `timeout`; a store without a probe is ready.
func isReady(_ store: any StateStore, within timeout: Duration) async -> Bool {
  guard let probe = store as? any ReadinessProbe else { return true }
  return await withTaskGroup(of: Bool.self) { group in
    group.addTask { (try? await probe.ping()) != nil }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return false
    }
    let answer = await group.next() ?? false
    group.cancelAll()
    return answer
  }
}
