/// The category of an error of type `Failure`: compare with `==` (`error.kind == .unknownSegment`),
/// or read its stable ``code`` and its ``fault``.
///
/// Each error type of the library names its kinds `Kind`, this struct for that type, with one
/// static member per kind:
///
/// ```swift
/// DeepLinkError.Kind.invalidParameter.code   // "invalidParameter"
/// DeepLinkError.Kind.invalidParameter.fault  // .data(.unprocessable)
/// ```
///
/// An app's own ``NavError`` declares its kinds the same way, in an extension for its type:
///
/// ```swift
/// struct SyncError: NavError {
///   typealias Kind = NavErrorKind<SyncError>
///   let kind: Kind
///   var domain: String { "MyApp.SyncError" }
///   var location: NavErrorLocation { NavErrorLocation() }
///   var description: String { "the server refused the state" }
/// }
///
/// extension NavErrorKind where Failure == SyncError {
///   static var serverRefused: Self {
///     Self(code: "serverRefused", fault: .refused)
///   }
/// }
/// ```
public struct NavErrorKind<Failure>: NavErrorKindProtocol {
  /// The kind's stable, machine-readable name: the name of its static member in lowerCamelCase,
  /// such as `invalidParameter`. Unique within its error type's domain.
  public let code: String

  /// Whose mistake an error of this kind is: the caller's, a refusal of the state as it is now,
  /// or the data's, with what is wrong with the data.
  public let fault: NavErrorFault

  /// Creates a kind: what a static member of an error type's kinds returns.
  ///
  /// - Parameters:
  ///   - code: The name of the static member, in lowerCamelCase.
  ///   - fault: Whose mistake an error of this kind is.
  public init(code: String, fault: NavErrorFault) {
    self.code = code
    self.fault = fault
  }
}

/// What every error's kind has, a ``code`` and a ``fault``: the kind of an error whose type is not
/// known, as `error.kind` of an `any NavError` is.
///
/// Every error of the library has a ``NavErrorKind`` of its own type as its kind. Code written
/// once for the kinds of every error, the library's and the app's own, takes this protocol:
///
/// ```swift
/// // One counter per domain and code, for every error of every module.
/// func count(_ domain: String, _ kind: some NavErrorKindProtocol) {
///   metrics.increment("\(domain).\(kind.code)", fault: "\(kind.fault)")
/// }
///
/// catch let error as any NavError {
///   count(error.domain, error.kind)
/// }
/// ```
public protocol NavErrorKindProtocol: Hashable, Sendable, CustomStringConvertible {
  /// The kind's stable, machine-readable name: the name of its static member in lowerCamelCase,
  /// such as `invalidParameter`. Unique within its error type's domain.
  var code: String { get }

  /// Whose mistake an error of this kind is: the caller's, a refusal of the state as it is now,
  /// or the data's, with what is wrong with the data.
  var fault: NavErrorFault { get }
}

extension NavErrorKindProtocol {
  /// The ``code``.
  public var description: String { code }
}
