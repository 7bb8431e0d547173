extension TypedPath where Route: Sendable {
  /// Creates a typed path from an erased one, or returns `nil` when some element is not a `Route`.
  ///
  /// It also reads an erased path's values as one type: `TypedPath<Int>(path) == [1, 2]`.
  ///
  /// ```swift
  /// TypedPath<Int>(NavPath([1, 2]))      // [1, 2]
  /// TypedPath<Int>(NavPath([1, "two"]))  // nil
  /// ```
  ///
  /// - Parameter navPath: The erased path to convert.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public init?(_ navPath: NavPath) {
    var routes: [Route] = []
    routes.reserveCapacity(navPath.count)
    for element in navPath {
      guard let route = element.value(as: Route.self) else { return nil }
      routes.append(route)
    }
    self.routes = routes
  }
}
