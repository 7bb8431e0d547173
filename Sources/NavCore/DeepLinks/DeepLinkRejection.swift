/// The reason your code gives for refusing what a link holds: thrown by a route's `parse`
/// closure or by a ``DeepLinkParameter`` type that cannot read a text, or returned by a table's
/// `validate` closure for a stack that cannot be shown.
///
/// From a route's `parse`, the reason is a clause that ends the ``DeepLinkError`` of kind
/// ``NavErrorKind/rejectedValues``, whether the values came from a link being read or from
/// an element being checked with ``DeepLinkTable/validate(_:)`` or printed:
///
/// ```swift
/// DeepLinkRoute("/recipe/:id", to: Recipe.ID.self) {
///   (id: Int) throws(DeepLinkRejection) in
///   guard id > 0 else { throw DeepLinkRejection("recipe ids start at 1") }
///   return Recipe.ID(id)
/// } print: {
///   $0.rawValue
/// }
/// // table.open("myapp://recipe/0") throws
/// // route /recipe/:id rejected its values at segment 0 (offset 8):
/// // recipe ids start at 1
/// ```
///
/// From a parameter type's ``DeepLinkParameter/init(deepLinkText:)``, the reason completes a
/// sentence about the quoted text (`"abc" is not an Int`) in the ``DeepLinkError`` of kind
/// ``NavErrorKind/invalidParameter``:
///
/// ```swift
/// init(deepLinkText: String) throws(DeepLinkRejection) {
///   guard let value = Int(deepLinkText), value > 0 else {
///     throw DeepLinkRejection("is not a positive Int")
///   }
///   self.value = value
/// }
/// ```
///
/// From a `validate` closure, given to ``DeepLinkTable/open(_:as:validate:)`` and the other
/// `open` operations, it names the first element of the stack that cannot be shown, and the
/// ``DeepLinkError`` of kind ``NavErrorKind/refused`` points into the link at it. Hook a
/// destination registry in here, so that a link whose elements have no destination fails instead
/// of opening a blank screen:
///
/// ```swift
/// let path: NavPath = try table.open(link) { stack in
///   stack.firstIndex { !isKnown($0) }.map {
///     DeepLinkRejection("no screen shows it", element: $0)
///   }
/// }
/// ```
public struct DeepLinkRejection: Error, Hashable, Sendable {
  /// Why the values were refused: a clause from a route (`recipe ids start at 1`), the end of a
  /// sentence about the text from a parameter type (`is not an Int`).
  public var reason: String

  /// From a `validate` closure, the index in the stack it was given of the first element that
  /// cannot be shown; `nil` refuses the stack as a whole. Routes and parameter types leave it
  /// `nil`: the error already names the segment they read.
  public var element: Int?

  /// Creates a rejection with the given reason.
  ///
  /// ```swift
  /// DeepLinkRejection("recipe ids start at 1")  // from a route's parse
  /// // from a validate closure:
  /// DeepLinkRejection("no settings screen", element: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - reason: Why the values were refused: `recipe ids start at 1` from a route,
  ///     `is not an Int` from a parameter type, `no screen shows it` from a `validate` closure.
  ///   - element: From a `validate` closure, the index of the element at fault in the stack it
  ///     was given; `nil` (the default) refuses the whole stack.
  public init(_ reason: String, element: Int? = nil) {
    self.reason = reason
    self.element = element
  }
}
