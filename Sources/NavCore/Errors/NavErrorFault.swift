/// Whose mistake an error is, and for outside data what is wrong with it, so that a service maps
/// any error of the library to a status from the error alone.
///
/// ```swift
/// let status =
///   switch error.kind.fault {
///   // the bytes or the link do not parse
///   case .data(.malformed): 400
///   // the input is larger than a limit allows
///   case .data(.overLimit): 413
///   // it parses, but does not fit the app
///   case .data(.unprocessable): 422
///   // a guard, or a state that changed, refused a change
///   case .refused: 409
///   // the app's own declarations or code
///   case .caller: 500
///   }
/// ```
public enum NavErrorFault: Hashable, Sendable {
  /// The app's own code is wrong: a declaration, a stack it chose to save or print.
  case caller
  /// The request was refused by the state as it is now: a guard said no, or the state changed
  /// while the request was pending. The same request may succeed later.
  case refused
  /// Outside input is wrong: a link, a decoded path, a saved document; the problem says how.
  case data(DataProblem)

  /// What is wrong with outside input.
  public enum DataProblem: Hashable, Sendable {
    /// The input does not parse: JSON that is not JSON of the expected shape, a link with a
    /// character, an escape or bytes that a link cannot hold.
    case malformed
    /// The input is larger than a limit allows: a link over the table's `maximumLength`, a
    /// document over the decoding limits.
    case overLimit
    /// The input parses, but the app cannot use it: an unknown tag or segment, a payload of the
    /// wrong type, parts that do not fit together.
    case unprocessable
  }
}
