extension TypedPath {
  /// Pops up to `k` routes and reports how many were popped.
  ///
  /// The non-trapping twin of ``removeLast(_:)``: asking for more routes than the path holds pops
  /// to the root; a negative `k` pops nothing.
  ///
  /// - Parameter k: The number of routes to pop.
  /// - Returns: The number of routes actually popped.
  /// - Complexity: O(*k*).
  @discardableResult
  public mutating func pop(_ k: Int) -> Int {
    routes.pop(upTo: k)
  }

  /// Pops until the topmost route equal to `route` is on top.
  ///
  /// Nothing changes when no route equals `route`.
  ///
  /// ```swift
  /// var path: TypedPath<Route> = [.list, .detail(1), .settings]
  /// path.popTo(.list)  // true; path is [.list]
  /// ```
  ///
  /// - Parameter route: The route that should end up on top.
  /// - Returns: `true` when such a route was found.
  /// - Complexity: O(*n*), where *n* is the number of routes.
  @discardableResult
  public mutating func popTo(_ route: Route) -> Bool {
    routes.pop(toLastWhere: { $0 == route })
  }

  /// Pops until the topmost route matching `predicate` is on top.
  ///
  /// Nothing changes when no route matches.
  ///
  /// - Parameter predicate: A test applied to routes from the top down.
  /// - Returns: `true` when a matching route was found.
  /// - Complexity: O(*n*), where *n* is the number of routes.
  @discardableResult
  public mutating func popTo(lastWhere predicate: (Route) throws -> Bool) rethrows -> Bool {
    try routes.pop(toLastWhere: predicate)
  }
}
