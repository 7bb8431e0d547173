/// Whose mistake an error is, and for outside data what is wrong with it, so that a service maps
/// any error of the library to a status from the error alone.
///
/// The three faults are every party to a call: the code that makes it, the state it is made
/// on, and the data it is given. The enumeration is exhaustive by nature and stays as it is in
/// every 1.x release, so switch over it without a `default`. What is wrong with the data can
/// grow (``DataProblem`` is a struct with static members): end the data cases with `case .data:`
/// for a problem a later release names.
///
/// ```swift
/// let status =
///   switch error.kind.fault {
///   // the bytes or the link do not parse
///   case .data(.malformed): 400
///   // the input is larger than a limit allows
///   case .data(.overLimit): 413
///   // it parses, but does not fit the app; and any later problem
///   case .data: 422
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

  /// What is wrong with outside input: compare with `==`, or match it in a `switch` that ends
  /// with a `default` (or `case .data:` around it), since a later release may name more.
  ///
  /// ```swift
  /// fault == .data(.overLimit)  // the input is too large
  /// ```
  public struct DataProblem: Hashable, Sendable, CustomStringConvertible {
    /// The member, as an enumeration.
    enum Problem: String {
      case malformed, overLimit, unprocessable
    }

    /// Which member this is.
    let problem: Problem

    /// The input does not parse: JSON that is not JSON of the expected shape, a link with a
    /// character, an escape or bytes that a link cannot hold.
    public static var malformed: Self { Self(problem: .malformed) }
    /// The input is larger than a limit allows: a link over the table's `maximumLength`, a
    /// document over the decoding limits.
    public static var overLimit: Self { Self(problem: .overLimit) }
    /// The input parses, but the app cannot use it: an unknown tag or segment, a payload of the
    /// wrong type, parts that do not fit together.
    public static var unprocessable: Self { Self(problem: .unprocessable) }

    /// The problem as its static member is written, as in `.overLimit`.
    public var description: String { "." + problem.rawValue }
  }
}
