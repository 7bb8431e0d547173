/// The reason your code gives for refusing what a link holds: thrown by a route's `parse`
/// closure, or by a ``DeepLinkParameter`` type that cannot read a text.
///
/// From a route's `parse`, the reason is a clause that ends the ``DeepLinkError`` of kind
/// ``DeepLinkError/Kind/rejectedValues``, whether the values came from a link being read or from
/// an element being checked with ``DeepLinkTable/validate(_:)`` or printed:
///
/// ```swift
/// DeepLinkRoute("/recipe/:id", to: Recipe.ID.self) { (id: Int) throws(DeepLinkRejection) in
///   guard id > 0 else { throw DeepLinkRejection("recipe ids start at 1") }
///   return Recipe.ID(id)
/// } print: {
///   $0.rawValue
/// }
/// // table.path(parsing: "myapp://recipe/0") throws
/// // route /recipe/:id rejected its values at segment 0 (offset 8): recipe ids start at 1
/// ```
///
/// From a parameter type's ``DeepLinkParameter/init(deepLinkText:)``, the reason completes a
/// sentence about the quoted text (`"abc" is not an Int`) in the ``DeepLinkError`` of kind
/// ``DeepLinkError/Kind/invalidParameter``:
///
/// ```swift
/// init(deepLinkText: String) throws(DeepLinkRejection) {
///   guard let value = Int(deepLinkText), value > 0 else {
///     throw DeepLinkRejection("is not a positive Int")
///   }
///   self.value = value
/// }
/// ```
public struct DeepLinkRejection: Error, Hashable, Sendable {
  /// Why the values were refused: a clause from a route (`recipe ids start at 1`), the end of a
  /// sentence about the text from a parameter type (`is not an Int`).
  public var reason: String

  /// Creates a rejection with the given reason.
  ///
  /// - Parameter reason: Why the values were refused: `recipe ids start at 1` from a route,
  ///   `is not an Int` from a parameter type.
  public init(_ reason: String) {
    self.reason = reason
  }
}
