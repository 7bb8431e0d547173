internal import JWTKit

/// The claims of an identity provider's token that the service reads: every string claim (the
/// issuer, the user claim, the scopes), the audiences (`aud`, a string or an array), and the
/// times (`exp`, `nbf`, in seconds since 1970). They are checked by ``TokenVerifier``, with the
/// provider's clock skew.
struct IdentityClaims: JWTPayload {
  /// Each claim whose value is a string.
  var strings: [String: String] = [:]
  /// The token's audiences.
  var audiences: [String] = []
  /// The `exp` claim.
  var expiry: Double?
  /// The `nbf` claim.
  var notBefore: Double?

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    for key in container.allKeys {
      switch key.stringValue {
      case "aud":
        audiences =
          (try? container.decode([String].self, forKey: key))
          ?? (try? container.decode(String.self, forKey: key)).map { [$0] } ?? []
      case "exp": expiry = try? container.decode(Double.self, forKey: key)
      case "nbf": notBefore = try? container.decode(Double.self, forKey: key)
      default: strings[key.stringValue] = try? container.decode(String.self, forKey: key)
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for (name, value) in strings { try container.encode(value, forKey: Key(stringValue: name)) }
    try container.encode(audiences, forKey: Key(stringValue: "aud"))
    try container.encodeIfPresent(expiry, forKey: Key(stringValue: "exp"))
    try container.encodeIfPresent(notBefore, forKey: Key(stringValue: "nbf"))
  }

  /// Nothing: the claims are checked by ``TokenVerifier``, which knows the provider.
  func verify(using algorithm: some JWTAlgorithm) throws {}
}
