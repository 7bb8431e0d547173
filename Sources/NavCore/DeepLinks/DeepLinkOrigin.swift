/// Where a table's links come from: a custom URL scheme, or a web host for Universal Links.
///
/// The two kinds treat what follows `scheme://` differently:
/// - A custom scheme (``scheme(_:)``) has no host of its own: in `myapp://category/desserts` the
///   `category` that `URLComponents` calls the host is the link's first path segment, exactly as
///   `myapp:/category/desserts` and `myapp:category/desserts` are read.
/// - A web origin (``web(host:scheme:)``) requires `//` and one of the table's hosts; the path
///   starts after the host: `https://example.com/category/desserts`.
///
/// Schemes and hosts compare case-insensitively (ASCII). A table also reads links without a scheme,
/// such as `/category/desserts`, and prints with its first origin. When a table lists a scheme both
/// as a custom scheme and with a web host, the custom reading wins.
public struct DeepLinkOrigin: Hashable, Sendable {
  /// The scheme, lowercased: `myapp`, `https`.
  package let scheme: String

  /// The host of a web origin, lowercased, or `nil` for a custom scheme.
  package let host: String?

  /// A custom URL scheme, such as `myapp` for `myapp://category/desserts`.
  ///
  /// - Parameter scheme: The scheme, without `:` or `//`.
  /// - Returns: An origin whose links start with `scheme://` followed by the first path segment.
  public static func scheme(_ scheme: String) -> DeepLinkOrigin {
    DeepLinkOrigin(scheme: scheme.asciiLowercased(), host: nil)
  }

  /// A web origin for Universal Links, such as `https://example.com`.
  ///
  /// - Parameters:
  ///   - host: The domain, such as `example.com`; a link with another host is rejected.
  ///   - scheme: The scheme; `https` unless given.
  /// - Returns: An origin whose links start with `scheme://host/`.
  public static func web(host: String, scheme: String = "https") -> DeepLinkOrigin {
    DeepLinkOrigin(scheme: scheme.asciiLowercased(), host: host.asciiLowercased())
  }

  /// The text a printed link starts with: `myapp://` or `https://example.com/`.
  var prefix: String {
    if let host { "\(scheme)://\(host)/" } else { "\(scheme)://" }
  }
}

extension DeepLinkOrigin: CustomStringConvertible {
  /// `myapp://` for a custom scheme, `https://example.com` for a web origin.
  public var description: String {
    if let host { "\(scheme)://\(host)" } else { "\(scheme)://" }
  }
}

extension StringProtocol {
  /// The text with ASCII capital letters lowercased and everything else unchanged.
  func asciiLowercased() -> String {
    String(
      decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 },
      as: UTF8.self)
  }
}
