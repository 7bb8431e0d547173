import Foundation
import HTTPTypes
import HummingbirdTesting
import Metrics
import NavCodable
import NavStateService
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a platform team's tooling calls: health and readiness, HEAD, request ids, and metrics
/// labelled by route with long polls apart.
@Suite struct OperationsTests {
  @Test func healthAndReadinessAnswerWithTheirStatus() async throws {
    let replies = try await TestServer().test { client in
      [try await client.send(.get, "/health"), try await client.send(.get, "/ready")]
    }
    #expect(replies.map(\.status) == [.ok, .ok])
    #expect(replies.map(\.text) == [#"{"status":"live"}"#, #"{"status":"ready"}"#])
  }

  @Test func headAnswersWhereGetDoesWithoutABody() async throws {
    let replies = try await TestServer().test { client in
      try await client.create("ana")
      return [
        try await client.send(.head, "/health"),
        try await client.send(.head, "/users/ana/state"),
        try await client.send(.head, "/users/ana/state", credentials: .none),
      ]
    }
    #expect(replies.map(\.status) == [.ok, .ok, .unauthorized])
    #expect(replies[0].text.isEmpty && replies[1].text.isEmpty)
    #expect(replies[1].revision == 1)
  }

  @Test func everyAnswerCarriesItsRequestIdAndAGivenIdIsKept() async throws {
    let (fresh, given) = try await TestServer().test { client in
      (
        try await client.send(.get, "/health"),
        try await client.execute(
          uri: "/health", method: .get, headers: [HTTPField.Name("X-Request-Id")!: "trace-42"]
        ) { $0.headers[HTTPField.Name("Request-Id")!] }
      )
    }
    #expect(fresh.headers[HTTPField.Name("Request-Id")!]?.isEmpty == false)
    #expect(given == "trace-42")
  }

  @Test func aWrongMethodIsCountedUnderItsRouteAndALongPollApart() async throws {
    MetricsTests.bootstrapped
    let metrics = try await TestServer().test { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/state")
      _ = try await client.send(.get, "/users/ana/changes?since=1&wait=1")
      return try await client.send(.get, "/metrics").text
    }
    #expect(
      metrics.contains(
        #"hb_requests{http_route="/users/{user}/state",http_request_method="POST","#
          + #"http_response_status_code="405"}"#))
    #expect(
      metrics.contains(#"navstate_long_poll_duration_count{http_route="/users/{user}/changes""#))
  }
}

/// A client that closes its connection in the middle of an upload is counted as 499, not as a
/// fault of the service.
@Suite struct AbortedUploadTests {
  static let route = #"http_route="/users/{user}/state",http_request_method="PUT","#

  @Test func anAbortedUploadIsCountedAs499NotAs500() async throws {
    MetricsTests.bootstrapped
    let token = try await TestServer.tokenKey.issue(subject: "aborting")
    let metrics = try await TestServer().test(.live) { client in
      let port = try #require(client.port)
      // The connection closes when it goes out of scope, in the middle of the body.
      try RawConnection(port: port).send(
        "PUT /users/aborting/state HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-Match: 0\r\n"
          + "Authorization: Bearer \(token)\r\nContent-Type: application/json\r\n"
          + "Content-Length: 1000\r\n\r\n{\"v\":3")
      // The server counts the request once it sees the connection close; on a loaded machine
      // that can take a while, so the metrics are read until it is counted, for up to 10 s.
      var metrics = ""
      for _ in 0..<50 {
        try await Task.sleep(for: .milliseconds(200))
        metrics = try await client.send(.get, "/metrics").text
        if metrics.contains(Self.route + #"http_response_status_code="499"}"#) { break }
      }
      return metrics
    }
    let route = Self.route
    #expect(metrics.contains(route + #"http_response_status_code="499"}"#))
    #expect(!metrics.contains(route + #"http_response_status_code="500"}"#))
  }
}
