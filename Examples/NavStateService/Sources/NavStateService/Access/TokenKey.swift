internal import JWTKit

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// The secret that signs and verifies the service's bearer tokens: JSON Web Tokens signed with
/// HMAC-SHA256 (HS256) through jwt-kit. Every instance of a deployment is given the same secret;
/// `nav-state-service issue-token` signs tokens with it.
public struct TokenKey: Sendable {
  /// A secret too short to sign with.
  public struct TooShort: Error, Equatable, Sendable, CustomStringConvertible {
    /// The secret's length in bytes.
    public var length: Int
    public var description: String {
      "a token key needs at least \(TokenKey.minimumLength) bytes, this one has \(length)"
    }
  }

  /// The shortest secret accepted, in bytes: HS256's output length.
  public static let minimumLength = 32

  /// The key collection, filled once (jwt-kit's collection is an actor).
  private let keys: Task<JWTKeyCollection, Never>

  /// Creates a key from a secret of at least ``minimumLength`` bytes.
  ///
  /// - Throws: ``TooShort`` for a shorter secret.
  public init(secret: [UInt8]) throws(TooShort) {
    guard secret.count >= Self.minimumLength else { throw TooShort(length: secret.count) }
    let key = HMACKey(from: secret)
    keys = Task { await JWTKeyCollection().add(hmac: key, digestAlgorithm: .sha256) }
  }

  /// A signed token for a subject.
  ///
  /// - Parameters:
  ///   - subject: The user the token lets through (its `sub` claim).
  ///   - scopes: What else it lets through (its `scope` claim).
  ///   - lifetime: How long it is valid from now (its `exp` claim).
  /// - Returns: The token, as sent after `Authorization: Bearer`.
  public func issue(
    subject: String, scopes: Set<TokenScope> = [], lifetime: Duration = .seconds(86_400)
  ) async throws -> String {
    let expiry = Date().addingTimeInterval(Double(lifetime.components.seconds))
    let claims = AccessClaims(
      sub: SubjectClaim(value: subject), exp: ExpirationClaim(value: expiry),
      scope: scopes.isEmpty ? nil : scopes.map(\.rawValue).sorted().joined(separator: " "))
    return try await keys.value.sign(claims)
  }

  /// The claims of a token this key signed and that has not expired.
  ///
  /// - Throws: jwt-kit's error for a malformed, forged or expired token.
  func verify(_ token: String) async throws -> AccessClaims {
    try await keys.value.verify(token, as: AccessClaims.self)
  }
}

/// What a token lets through besides its subject's own state.
public enum TokenScope: String, Sendable, CaseIterable {
  /// `GET /metrics`, when the service restricts it.
  case metrics
  /// Every user's state: for a team's support and operations tools.
  case admin
}

/// The claims of a token: its subject, expiry and scopes.
struct AccessClaims: JWTPayload {
  var sub: SubjectClaim
  var exp: ExpirationClaim
  /// Scopes separated by spaces, as in OAuth 2.0 (`"admin metrics"`).
  var scope: String?

  /// The scopes the token names; an unknown one is ignored.
  var scopes: Set<TokenScope> {
    Set((scope ?? "").split(separator: " ").compactMap { TokenScope(rawValue: String($0)) })
  }

  func verify(using algorithm: some JWTAlgorithm) throws {
    try exp.verifyNotExpired()
  }
}
