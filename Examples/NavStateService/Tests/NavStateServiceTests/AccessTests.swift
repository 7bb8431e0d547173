import HTTPTypes
import NavCodable
import NavStateService
import Testing

/// Each user reaches only their own state: a request without a valid bearer token is a 401, one
/// with another user's token a 403, and neither reads nor writes anything.
@Suite struct AccessTests {
  @Test func aRequestWithoutATokenIsA401WithABearerChallenge() async throws {
    let server = try TestServer()
    let replies = try await server.test { client in
      [
        try await client.send(.get, "/users/ana/state", credentials: .none),
        try await client.send(
          .put, "/users/ana/state", ifMatch: 0, credentials: .none, body: Documents.empty),
        try await client.send(.get, "/users/ana/changes?since=0", credentials: .none),
      ]
    }
    for reply in replies {
      #expect(reply.status == .unauthorized)
      #expect(try reply.json["error"]?["code"] == "missingToken")
      #expect(reply.headers[.wwwAuthenticate] == #"Bearer realm="nav-state-service""#)
    }
    #expect(try server.rowCount("navState") == 0)
  }

  @Test func anotherUsersTokenIsA403AndChangesNothing() async throws {
    let server = try TestServer()
    let bob = try await TestServer.tokenKey.issue(subject: "bob")
    let (replies, state) = try await server.test { client in
      try await client.create("ana")
      let replies = [
        try await client.send(.get, "/users/ana/state", credentials: .token(bob)),
        try await client.send(
          .put, "/users/ana/state", ifMatch: 1, credentials: .token(bob),
          body: Documents.browsing),
        try await client.send(
          .post, "/users/ana/push", condition: "*", credentials: .token(bob),
          body: Documents.recipe(42)),
        try await client.send(.delete, "/users/ana/state", ifMatch: 1, credentials: .token(bob)),
      ]
      return (replies, try await client.send(.get, "/users/ana/state"))
    }
    for reply in replies {
      #expect(reply.status == .forbidden, "\(reply)")
      #expect(try reply.json["error"]?["code"] == "forbidden")
    }
    #expect(state.revision == 1)
    #expect(state.text == Documents.empty)
  }

  @Test func aForgedExpiredOrMalformedTokenIsA401() async throws {
    let otherKey = try TokenKey(secret: Array("another-key-of-at-least-32-bytes-0123".utf8))
    let tokens = [
      try await otherKey.issue(subject: "ana"),
      try await TestServer.tokenKey.issue(subject: "ana", lifetime: .seconds(-60)),
      "not-a-token",
    ]
    let replies = try await TestServer().test { client in
      try await tokens.asyncMap {
        try await client.send(.get, "/users/ana/state", credentials: .token($0))
      }
    }
    for reply in replies {
      #expect(reply.status == .unauthorized, "\(reply)")
      #expect(try reply.json["error"]?["code"] == "invalidToken")
      #expect(reply.headers[.wwwAuthenticate]?.contains(#"error="invalid_token""#) == true)
    }
  }

  @Test func anAdminTokenReachesEveryUser() async throws {
    let admin = try await TestServer.tokenKey.issue(subject: "support", scopes: [.admin])
    let reply = try await TestServer().test { client in
      try await client.create("ana")
      return try await client.send(.get, "/users/ana/state", credentials: .token(admin))
    }
    #expect(reply.status == .ok)
    #expect(reply.revision == 1)
  }

  @Test func theMetricsCanNeedAMetricsToken() async throws {
    let metricsToken = try await TestServer.tokenKey.issue(
      subject: "prometheus", scopes: [.metrics])
    let anaToken = try await TestServer.tokenKey.issue(subject: "ana")
    let restricted = try await TestServer(metricsNeedToken: true).test { client in
      [
        try await client.send(.get, "/metrics").status,
        try await client.send(.get, "/metrics", credentials: .token(anaToken)).status,
        try await client.send(.get, "/metrics", credentials: .token(metricsToken)).status,
      ]
    }
    #expect(restricted == [.unauthorized, .forbidden, .ok])
    let open = try await TestServer().test { client in
      try await client.send(.get, "/metrics").status
    }
    #expect(open == .ok)
  }

  @Test func theDocumentLinksAndHealthNeedNoToken() async throws {
    let statuses = try await TestServer().test { client in
      [
        try await client.send(.get, "/openapi.json").status,
        try await client.send(.get, "/links/resolve?link=recipes://recipe/42").status,
        try await client.send(.get, "/health").status,
        try await client.send(.get, "/ready").status,
      ]
    }
    #expect(statuses == [.ok, .ok, .ok, .ok])
  }
}
