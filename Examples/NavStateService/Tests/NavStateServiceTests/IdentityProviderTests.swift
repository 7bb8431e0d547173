import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import JWTKit
import NavCodable
import NavStateService
import Synchronization
import Testing

/// Tokens of an identity provider: RS256 and ES256 tokens verified against its key set, served
/// here from a loopback server, with their issuer, audience, times, key id and user checked; a
/// refused token is a 401 whose message says why.
@Suite struct IdentityProviderTests {
  static let issuer = "https://id.example.test/"
  static let audience = "https://nav-state.example.test"

  /// The claims a test token carries.
  struct Claims: JWTPayload {
    var sub: String
    var iss = IdentityProviderTests.issuer
    var aud: [String] = [IdentityProviderTests.audience]
    var exp = Date().timeIntervalSince1970 + 600
    var nbf: Double?
    var email: String?
    var scope: String?

    func verify(using algorithm: some JWTAlgorithm) throws {}
  }

  /// A provider's keys, made in the test: an RSA key (from openssl) and a P-256 key, each with
  /// its key id, a collection that signs with them, and their public keys as a JWKS.
  struct ProviderKeys {
    let signer = JWTKeyCollection()
    var publicKeys: [String] = []

    mutating func addRSA(id: String) async throws {
      let key = try Insecure.RSA.PrivateKey(
        pem: try Self.openssl(["genpkey", "-algorithm", "RSA"]))
      let (modulus, exponent) = try key.publicKey.getKeyPrimitives()
      await signer.add(rsa: key, digestAlgorithm: .sha256, kid: JWKIdentifier(string: id))
      publicKeys.append(
        #"{"kty":"RSA","kid":"\#(id)","alg":"RS256","use":"sig","n":"\#(modulus.base64URL)","#
          + #""e":"\#(exponent.base64URL)"}"#)
    }

    mutating func addES256(id: String) async throws {
      let key = ES256PrivateKey()
      let point = try #require(key.publicKey.parameters)
      await signer.add(ecdsa: key, kid: JWKIdentifier(string: id))
      publicKeys.append(
        #"{"kty":"EC","kid":"\#(id)","alg":"ES256","use":"sig","crv":"P-256","#
          + #""x":"\#(point.x)","y":"\#(point.y)"}"#)
    }

    /// The key set of the public keys of `ids`.
    func jwks(_ ids: Set<String>) -> String {
      let keys = publicKeys.filter { key in ids.contains { key.contains(#""kid":"\#($0)""#) } }
      return #"{"keys":[\#(keys.joined(separator: ","))]}"#
    }

    func token(_ claims: Claims, key id: String) async throws -> String {
      try await signer.sign(claims, kid: JWKIdentifier(string: id))
    }

    /// What openssl prints for `arguments`.
    static func openssl(_ arguments: [String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["openssl"] + arguments
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// A loopback server of a key set that a test can change, counting its fetches.
  final class KeySetServer: Sendable {
    let document = Mutex("")
    let fetches = Atomic(0)

    /// Runs `body` with the key set's URL while the server runs.
    func serve<Value: Sendable>(_ body: @Sendable (String) async throws -> Value) async throws
      -> Value
    {
      let router = Router()
      router.get("jwks.json") { [self] _, _ in
        fetches.add(1, ordering: .relaxed)
        var response = Response(
          status: .ok, body: .init(byteBuffer: ByteBuffer(string: document.withLock { $0 })))
        response.headers[.contentType] = "application/json"
        return response
      }
      let app = Application(router: router)
      return try await app.test(.live) { client in
        try await body("http://127.0.0.1:\(try #require(client.port))/jwks.json")
      }
    }
  }

  /// Runs `body` against a service that accepts the provider's tokens, its key set served with
  /// the keys of `ids`, the user named by `userClaim`.
  static func withService<Value: Sendable>(
    keys: ProviderKeys, serving ids: Set<String>, server: KeySetServer = KeySetServer(),
    userClaim: String = "sub", unknownKeyRefreshSpacing: Duration = .seconds(30),
    _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    server.document.withLock { $0 = keys.jwks(ids) }
    return try await server.serve { url in
      var provider = IdentityProvider(jwks: url, issuer: issuer, audience: audience)
      provider.userClaim = userClaim
      provider.unknownKeyRefreshSpacing = unknownKeyRefreshSpacing
      return try await TestServer(identityProvider: provider).test(.router, body)
    }
  }

  @Test func rs256AndES256TokensOfTheKeySetAreAccepted() async throws {
    var keys = ProviderKeys()
    try await keys.addRSA(id: "rsa-1")
    try await keys.addES256(id: "ec-1")
    let rsa = try await keys.token(Claims(sub: "ana"), key: "rsa-1")
    let ec = try await keys.token(Claims(sub: "ana"), key: "ec-1")
    let own = try await TestServer.tokenKey.issue(subject: "ana")
    let replies = try await Self.withService(keys: keys, serving: ["rsa-1", "ec-1"]) { client in
      [
        try await client.send(
          .put, "/users/ana/state", ifMatch: 0, credentials: .token(rsa), body: Documents.empty),
        try await client.send(.get, "/users/ana/state", credentials: .token(ec)),
        // The service's own HS256 tokens are still accepted.
        try await client.send(.get, "/users/ana/state", credentials: .token(own)),
        // A token of the provider reaches its own user only.
        try await client.send(.get, "/users/bob/state", credentials: .token(ec)),
      ]
    }
    #expect(replies.map(\.status) == [.ok, .ok, .ok, .forbidden])
  }

  /// The first requests come together, before the key set was ever fetched: each waits for the
  /// one fetch, and none is refused while it runs.
  @Test func requestsDuringTheFirstFetchWaitForIt() async throws {
    var keys = ProviderKeys()
    try await keys.addES256(id: "ec-1")
    let token = try await keys.token(Claims(sub: "ana"), key: "ec-1")
    let server = KeySetServer()
    let statuses = try await Self.withService(keys: keys, serving: ["ec-1"], server: server) {
      client in
      try await withThrowingTaskGroup { group in
        for _ in 0..<10 {
          group.addTask {
            try await client.send(.get, "/users/ana/state", credentials: .token(token)).status
          }
        }
        return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
      }
    }
    #expect(statuses == Array(repeating: .notFound, count: 10))
    #expect(server.fetches.load(ordering: .relaxed) == 1)
  }

  /// Each refusal is a 401 `invalidToken` with the reason in its message.
  @Test func theOtherTokensAreRefusedWithTheirReason() async throws {
    var keys = ProviderKeys()
    try await keys.addRSA(id: "rsa-1")
    try await keys.addES256(id: "ec-1")
    try await keys.addES256(id: "not-published")
    let now = Date().timeIntervalSince1970
    let tokens: [(String, String)] = [
      (try await keys.token(Claims(sub: "ana"), key: "not-published"), "is not in the JWKS"),
      (try await keys.token(Claims(sub: "ana", iss: "https://evil.test/"), key: "ec-1"), "issuer"),
      (try await keys.token(Claims(sub: "ana", aud: ["other-api"]), key: "rsa-1"), "audience"),
      (try await keys.token(Claims(sub: "ana", exp: now - 120), key: "ec-1"), "has expired"),
      (try await keys.token(Claims(sub: "ana", nbf: now + 600), key: "ec-1"), "not valid yet"),
      (try await keys.token(Claims(sub: ""), key: "rsa-1"), "no \"sub\" claim"),
      ("not.a.token", "not a JSON Web Token"),
    ]
    // A token whose payload was changed after signing.
    let signed = try await keys.token(Claims(sub: "bob"), key: "rsa-1").split(separator: ".")
    let forged = try await keys.token(Claims(sub: "ana"), key: "rsa-1").split(separator: ".")
    let all = tokens + [("\(forged[0]).\(signed[1]).\(forged[2])", "signature does not verify")]
    let replies = try await Self.withService(keys: keys, serving: ["rsa-1", "ec-1"]) { client in
      try await all.asyncMap { token, _ in
        try await client.send(.get, "/users/ana/state", credentials: .token(token))
      }
    }
    for ((_, reason), reply) in zip(all, replies) {
      #expect(reply.status == .unauthorized, "\(reason)")
      #expect(try reply.json["error"]?["code"] == "invalidToken")
      guard case .string(let message)? = try reply.json["error"]?["message"] else {
        Issue.record("no message: \(reply.text)")
        continue
      }
      #expect(message.contains(reason), "\(message)")
    }
  }

  /// A token within the clock skew of its times is accepted; the user can come from another
  /// claim.
  @Test func theClockSkewAndTheUserClaimAreTheProvidersOwn() async throws {
    var keys = ProviderKeys()
    try await keys.addES256(id: "ec-1")
    let now = Date().timeIntervalSince1970
    let late = try await keys.token(Claims(sub: "x", exp: now - 30, email: "ana"), key: "ec-1")
    let early = try await keys.token(Claims(sub: "x", nbf: now + 30, email: "ana"), key: "ec-1")
    let statuses = try await Self.withService(
      keys: keys, serving: ["ec-1"], userClaim: "email"
    ) { client in
      [
        try await client.send(.get, "/users/ana/state", credentials: .token(late)).status,
        try await client.send(.get, "/users/ana/state", credentials: .token(early)).status,
      ]
    }
    // 404: the token let the request through to a user without a state.
    #expect(statuses == [.notFound, .notFound])
  }

  /// A rotated key is fetched when a token names it; a key removed from the set is refused once
  /// the set is fetched again; and tokens with made-up key ids fetch the set at most once per
  /// spacing.
  @Test func aRotatedKeyIsFetchedAndUnknownKeyIDsAreRateLimited() async throws {
    var keys = ProviderKeys()
    try await keys.addRSA(id: "rsa-1")
    try await keys.addRSA(id: "rsa-2")
    let first = try await keys.token(Claims(sub: "ana"), key: "rsa-1")
    let second = try await keys.token(Claims(sub: "ana"), key: "rsa-2")
    let server = KeySetServer()
    let published = keys
    let (statuses, fetches) = try await Self.withService(
      keys: keys, serving: ["rsa-1"], server: server,
      unknownKeyRefreshSpacing: .milliseconds(200)
    ) { client in
      var statuses: [HTTPResponse.Status] = []
      statuses.append(
        try await client.send(.get, "/users/ana/state", credentials: .token(first)).status)
      // The provider rotates: rsa-2 signs, rsa-1 is gone.
      server.document.withLock { $0 = published.jwks(["rsa-2"]) }
      try await Task.sleep(for: .milliseconds(250))
      statuses.append(
        try await client.send(.get, "/users/ana/state", credentials: .token(second)).status)
      try await Task.sleep(for: .milliseconds(250))
      statuses.append(
        try await client.send(.get, "/users/ana/state", credentials: .token(first)).status)
      let before = server.fetches.load(ordering: .relaxed)
      for index in 0..<20 {
        var claims = Claims(sub: "ana")
        claims.scope = "\(index)"
        _ = try await client.send(
          .get, "/users/ana/state",
          credentials: .token(try await published.token(claims, key: "rsa-1")))
      }
      return (statuses, server.fetches.load(ordering: .relaxed) - before)
    }
    #expect(statuses == [.notFound, .notFound, .unauthorized])
    #expect(fetches <= 1, "\(fetches) fetches for 20 tokens of an unknown key id")
  }
}

extension Data {
  /// The data in base64url, without padding, as a JWK writes numbers.
  fileprivate var base64URL: String {
    base64EncodedString().replacing("+", with: "-").replacing("/", with: "_")
      .replacing("=", with: "")
  }
}
