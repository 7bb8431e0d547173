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
///   _ = try table.path(parsing: link) as NavPath
/// } catch let error as any NavError {
///   let status = error.kind.fault == .data ? 422 : 500
///   print(status, error.kind.code, error)
///   // 422 invalidParameter parameter :id at segment 1 (offset 15): "pie" is not an Int
/// }
/// ```
public protocol NavError: Error, CustomStringConvertible {
  /// The category of the error: a struct with one static member per kind, so that a new kind is
  /// not a breaking change.
  associatedtype Kind: NavErrorKind

  /// The category of this error.
  var kind: Kind { get }
}

/// The category of a ``NavError``: compare with `==` (`error.kind == .unknownSegment`), or read
/// its stable ``code`` and its ``fault``.
///
/// Why it is public: ``NavError`` constrains its `Kind` to it, so generic code reads the code and
/// fault of any error of the library.
///
/// ```swift
/// DeepLinkError.Kind.invalidParameter.code   // "invalidParameter"
/// DeepLinkError.Kind.invalidParameter.fault  // .data
/// ```
public protocol NavErrorKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's stable, machine-readable name: the name of its static member in lowerCamelCase,
  /// such as `invalidParameter`. Unique within its error type.
  var code: String { get }

  /// Whose mistake an error of this kind is: the caller's or the data's.
  var fault: NavErrorFault { get }
}

extension NavErrorKind {
  /// The ``code``.
  public var description: String { code }
}

/// Whose mistake an error is, so that a service maps it to a status without guessing.
///
/// ```swift
/// let status =
///   switch error.kind.fault {
///   case .data: 422    // the link or document sent is wrong
///   case .caller: 500  // the app's own declarations, or a change its state refuses
///   }
/// ```
public enum NavErrorFault: String, Hashable, Sendable {
  /// The app's own code is wrong (a declaration, a stack it chose to print), or it asked for a
  /// change the state refuses: a programming error or a refused request.
  case caller
  /// Outside input is wrong: a link, a decoded path, a saved document.
  case data
}
