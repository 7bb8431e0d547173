/// An identity provider whose tokens the service accepts beside its own (Auth0, Okta, Keycloak,
/// Cognito, Google…): tokens signed with RS256 or ES256 by a key of the provider's JSON Web Key
/// Set (JWKS), from the given issuer, for the given audience.
///
/// The key set is read from a file or fetched from a URL: at start, again when a token names a
/// key id the set does not hold (at most once per ``unknownKeyRefreshSpacing``, so that tokens
/// with made-up key ids cannot make the service hammer the provider), and every
/// ``refreshInterval``, so that a rotated-out key stops being accepted.
public struct IdentityProvider: Sendable, Equatable {
  /// Where the key set is: an `https://` (or `http://`) URL, such as a provider's
  /// `/.well-known/jwks.json`, or a file's path.
  public var jwks: String
  /// The issuer a token must name (its `iss` claim), exactly.
  public var issuer: String
  /// The audience a token must be for (one of its `aud` claim's values): the service's API
  /// identifier at the provider.
  public var audience: String
  /// The claim that names the user whose state a token reaches (`sub` by default).
  public var userClaim = "sub"
  /// How far the token's `exp` and `nbf` may be off the service's clock.
  public var clockSkew = Duration.seconds(60)
  /// How often the key set is fetched again.
  public var refreshInterval = Duration.seconds(3600)
  /// The shortest time between two fetches for a token whose key id the set does not hold.
  public var unknownKeyRefreshSpacing = Duration.seconds(30)

  /// Creates a provider with the default user claim, clock skew and refresh times.
  public init(jwks: String, issuer: String, audience: String) {
    self.jwks = jwks
    self.issuer = issuer
    self.audience = audience
  }
}
