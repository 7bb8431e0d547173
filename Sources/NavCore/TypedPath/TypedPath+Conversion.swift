extension TypedPath where Route: Sendable {
  /// Creates a typed path from an erased one, or returns `nil` when some element is not a `Route`.
  ///
  /// ```swift
  /// TypedPath<Int>(NavPath([1, 2]))      // [1, 2]
  /// TypedPath<Int>(NavPath([1, "two"]))  // nil
  /// ```
  ///
  /// - Parameter navPath: The erased path to convert.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public init?(_ navPath: NavPath) {
    guard let routes = navPath.values(as: Route.self) else { return nil }
    self.routes = routes
  }
}
