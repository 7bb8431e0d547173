/// Why a pattern is malformed.
///
/// A mistake in the app's route declarations: string literals trap with this description, and
/// ``DeepLinkPattern/init(parsing:)`` throws it.
public struct DeepLinkPatternError: NavError, Hashable, Sendable {
  /// The category of a ``DeepLinkPatternError``; compare with `==`, or read its stable
  /// ``code``.
  ///
  /// A struct rather than an enum so that new kinds are not a breaking change.
  public struct Kind: NavErrorKind {
    /// The kind's stable, machine-readable name: the name of its static member.
    public let code: String

    /// Whose mistake an error of this kind is: the caller's or the data's.
    public let fault: NavErrorFault

    /// The pattern has no path segment, as in `/` or `?q`.
    public static let noSegment = Kind(code: "noSegment", fault: .caller)
    /// The pattern has an empty segment, as in `/a//b`.
    public static let emptySegment = Kind(code: "emptySegment", fault: .caller)
    /// A parameter or query item has no name, as in `/a/:`.
    public static let emptyName = Kind(code: "emptyName", fault: .caller)
    /// A name is used twice, as in `/a/:id/:id`.
    public static let repeatedName = Kind(code: "repeatedName", fault: .caller)
    /// A literal segment is `.` or `..`.
    public static let dotSegment = Kind(code: "dotSegment", fault: .caller)
  }

  /// The category of the failure.
  public let kind: Kind

  /// The pattern as written: where the failure is.
  public var pattern: String

  /// What is wrong with it, as in `has an empty segment`.
  public var reason: String

  init(_ kind: Kind, pattern: String, reason: String) {
    self.kind = kind
    self.pattern = pattern
    self.reason = reason
  }

  /// A sentence such as `deep-link pattern "/a//b" has an empty segment`.
  public var description: String {
    "deep-link pattern \"\(pattern)\" \(reason)"
  }
}
