/// A route's reason for refusing the values of a link, thrown from its `parse` closure.
///
/// The reason ends the ``DeepLinkError`` of kind ``DeepLinkError/Kind/rejectedValues``, whether
/// the values came from a link being read or from an element being checked with
/// ``DeepLinkTable/validate(_:)`` or printed:
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
public struct DeepLinkRejection: Error, Hashable, Sendable {
  /// Why the values were refused, as a clause: `recipe ids start at 1`.
  public var reason: String

  /// Creates a rejection with the given reason.
  ///
  /// - Parameter reason: Why the values were refused, as a clause: `recipe ids start at 1`.
  public init(_ reason: String) {
    self.reason = reason
  }
}
