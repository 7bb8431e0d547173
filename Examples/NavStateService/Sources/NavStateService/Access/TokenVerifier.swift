internal import JWTKit

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Verifies bearer tokens: the service's own (HS256, signed with its ``TokenKey``, as
/// `issue-token` signs them) and, with an ``IdentityProvider``, the provider's (RS256, ES256 and
/// the other algorithms of its key set's keys), each only with its own keys.
struct TokenVerifier: Sendable {
  /// The service's own key; `nil` refuses its tokens.
  let ownKey: TokenKey?
  /// The identity provider's keys; `nil` refuses every token but the service's own.
  let identityKeys: IdentityKeys?

  /// What a verified token lets through.
  struct Grant: Sendable {
    /// The user whose state it reaches.
    var user: String
    /// What else it reaches.
    var scopes: Set<TokenScope>
  }

  /// Why a token was refused, in a sentence for the 401's body.
  struct Refusal: Error {
    var reason: String
  }

  init(ownKey: TokenKey?, identityProvider: IdentityProvider?) {
    self.ownKey = ownKey
    self.identityKeys = identityProvider.map(IdentityKeys.init)
  }

  /// The grant of a valid token, or why it is refused.
  func verify(_ token: String) async throws(Refusal) -> Grant {
    let header = try Self.header(of: token)
    if header.alg == "HS256" {
      guard let ownKey, let claims = try? await ownKey.verify(token) else {
        throw Refusal(reason: "the token is expired or not signed by this service's key")
      }
      return Grant(user: claims.sub.value, scopes: claims.scopes)
    }
    guard let identityKeys else {
      throw Refusal(reason: "the token is signed with \(header.alg); this service verifies HS256")
    }
    return try await verify(token, keyID: header.kid, with: identityKeys)
  }

  /// Verifies a token of the identity provider: its key, signature, issuer, audience, times
  /// and user.
  private func verify(_ token: String, keyID: String?, with keys: IdentityKeys)
    async throws(Refusal) -> Grant
  {
    let provider = keys.provider
    guard let keyID else { throw Refusal(reason: "the token names no key id (kid)") }
    guard let collection = await keys.collection(holding: keyID) else {
      throw Refusal(reason: "the token's key \(keyID.debugDescription) is not in the JWKS")
    }
    let claims: IdentityClaims
    do {
      claims = try await collection.verify(token, as: IdentityClaims.self)
    } catch {
      throw Refusal(
        reason: "the token's signature does not verify with key \(keyID.debugDescription)")
    }
    let issuer = claims.strings["iss"]
    guard issuer == provider.issuer else {
      throw Refusal(
        reason: "the token's issuer \((issuer ?? "none").debugDescription) is not "
          + provider.issuer.debugDescription)
    }
    guard claims.audiences.contains(provider.audience) else {
      throw Refusal(
        reason: "the token's audience \(claims.audiences) does not include "
          + provider.audience.debugDescription)
    }
    let now = Date().timeIntervalSince1970
    let skew = Double(provider.clockSkew.components.seconds)
    guard let expiry = claims.expiry else { throw Refusal(reason: "the token has no expiry (exp)") }
    guard now <= expiry + skew else { throw Refusal(reason: "the token has expired") }
    if let notBefore = claims.notBefore, now < notBefore - skew {
      throw Refusal(reason: "the token is not valid yet (nbf)")
    }
    guard let user = claims.strings[provider.userClaim], !user.isEmpty else {
      throw Refusal(reason: "the token has no \(provider.userClaim.debugDescription) claim")
    }
    let scopes = (claims.strings["scope"] ?? "").split(separator: " ")
    return Grant(user: user, scopes: Set(scopes.compactMap { TokenScope(rawValue: String($0)) }))
  }

  /// A token's header: its algorithm and key id.
  private struct Header: Decodable {
    var alg: String
    var kid: String?
  }

  /// The header of a token, read without verifying it.
  private static func header(of token: String) throws(Refusal) -> Header {
    let malformed = Refusal(reason: "the token is not a JSON Web Token")
    guard let part = token.split(separator: ".", omittingEmptySubsequences: false).first else {
      throw malformed
    }
    var base64 = String(part).replacing("-", with: "+").replacing("_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let header = try? JSONDecoder().decode(Header.self, from: data)
    else { throw malformed }
    return header
  }
}
