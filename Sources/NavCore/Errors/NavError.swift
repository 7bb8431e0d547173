/// An error of this library: a ``domain`` and a ``kind`` with a stable code and a fault, a
/// ``location`` that says where, and a `description` a person can act on.
///
/// Every public error type of NavCore, NavCodable and NavNavigator conforms, so a service or a
/// logger handles all of them with one `catch`, and chooses a status from the kind's
/// ``NavErrorKind/fault`` alone, without a table of codes (see ``NavErrorFault``):
///
/// ```swift
/// do {
///   _ = try table.open(link)
/// } catch let error as any NavError {
///   let status = error.kind.fault == .data(.unprocessable) ? 422 : 500
///   print(status, error.domain, error.kind.code)
///   // 422 NavCore.DeepLinkError invalidParameter
///   error.location.byteOffset  // 15
/// }
/// ```
public protocol NavError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The category of the error: a ``NavErrorKind`` of this error type, with one static member
  /// per kind, so that a new kind is not a breaking change.
  associatedtype Kind: NavErrorKindProtocol

  /// The stable name of the error type: its module and its name, without generic arguments, as
  /// in `NavCore.DeepLinkError`. A kind's code is unique within its domain.
  var domain: String { get }

  /// The category of this error.
  var kind: Kind { get }

  /// Where the error is: the parts of ``NavErrorLocation`` that this error knows.
  var location: NavErrorLocation { get }
}
