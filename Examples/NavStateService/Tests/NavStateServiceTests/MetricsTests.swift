import HTTPTypes
import Metrics
import NavStateService
import Prometheus
import Testing

/// `GET /metrics` serves swift-prometheus's registry: requests and latency per route from
/// Hummingbird's `MetricsMiddleware`, and the service's conflicts, migrations on read and
/// dropped elements.
@Suite struct MetricsTests {
  /// The process's metrics go to swift-prometheus's default registry, as the executable sets up.
  static let bootstrapped: Void = MetricsSystem.bootstrap(PrometheusMetricsFactory())

  @Test func theMetricsCountRequestsConflictsAndMigrationsOnRead() async throws {
    Self.bootstrapped
    let server = try TestServer()
    try await server.store(Documents.browsingVersion1, for: "old", revision: 2)
    let metrics = try await server.test { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/push", ifMatch: 0, body: Documents.recipe(1))
      _ = try await client.send(.get, "/users/old/state")
      return try await client.send(.get, "/metrics")
    }
    #expect(metrics.status == .ok)
    #expect(metrics.text.contains("hb_requests"))
    #expect(metrics.text.contains("http_server_request_duration"))
    #expect(metrics.text.contains(#"navstate_conflicts{code="staleRevision"}"#))
    #expect(metrics.text.contains("navstate_migrations_on_read"))
  }
}
