/// Whose mistake an error is, so that a service maps it to a status without guessing.
///
/// ```swift
/// let status =
///   switch error.kind.fault {
///   case .data: 422    // the link or document sent is wrong
///   // the app's own declarations, or a change its state refuses:
///   case .caller: 500
///   }
/// ```
public enum NavErrorFault: String, Hashable, Sendable {
  /// The app's own code is wrong (a declaration, a stack it chose to print), or it asked for a
  /// change the state refuses: a programming error or a refused request.
  case caller
  /// Outside input is wrong: a link, a decoded path, a saved document.
  case data
}
