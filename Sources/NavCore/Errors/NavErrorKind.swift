/// The category of a ``NavError``: compare with `==` (`error.kind == .unknownSegment`), or read
/// its stable ``code`` and its ``fault``.
///
/// ```swift
/// DeepLinkError.Kind.invalidParameter.code   // "invalidParameter"
/// DeepLinkError.Kind.invalidParameter.fault  // .data(.unprocessable)
/// ```
public protocol NavErrorKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's stable, machine-readable name: the name of its static member in lowerCamelCase,
  /// such as `invalidParameter`. Unique within its error type's domain.
  var code: String { get }

  /// Whose mistake an error of this kind is: the caller's, a refusal of the state as it is now,
  /// or the data's, with what is wrong with the data.
  var fault: NavErrorFault { get }
}

extension NavErrorKind {
  /// The ``code``.
  public var description: String { code }
}
