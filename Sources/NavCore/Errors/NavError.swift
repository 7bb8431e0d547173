/// An error of this library: a ``kind`` with a stable code and a fault, and a `description` a
/// person can act on.
///
/// Every public error type of NavCore and NavNavigator conforms, each with the structured location
/// it has (an offset in a link, an element index, a route). Why the protocol exists: a service or
/// a logger handles all of them with one `catch`, without a table per type, and the conformance
/// makes every error type keep the same shape.
///
/// ```swift
/// do {
///   _ = try table.open(link)
/// } catch let error as any NavError {
///   let status = error.kind.fault == .data ? 422 : 500
///   print(status, error.kind.code, error)
///   // 422 invalidParameter
///   // parameter :id at segment 1 (offset 15): "pie" is not an Int
/// }
/// ```
public protocol NavError: Error, CustomStringConvertible {
  /// The category of the error: a struct with one static member per kind, so that a new kind is
  /// not a breaking change.
  associatedtype Kind: NavErrorKind

  /// The category of this error.
  var kind: Kind { get }
}
