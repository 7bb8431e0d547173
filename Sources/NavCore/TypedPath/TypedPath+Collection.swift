extension TypedPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom route, always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the top route; equal to `count`.
  @inlinable
  public var endIndex: Int { routes.count }

  /// Accesses the route at the given depth.
  ///
  /// - Parameter position: A valid index of the path.
  /// - Precondition: `position` is in `startIndex..<endIndex`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Route {
    get { routes[position] }
    _modify { yield &routes[position] }
  }

  /// Pushes a route on top of the stack.
  ///
  /// - Parameter route: The route to push.
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func append(_ route: Route) {
    routes.append(route)
  }

  /// Replaces the routes in `subrange` with `newRoutes`.
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newRoutes: The routes to put in their place.
  /// - Complexity: O(*n* + *m*), where *n* is the length of the path and *m* of `newRoutes`.
  @inlinable
  public mutating func replaceSubrange<Routes: Collection>(
    _ subrange: Range<Int>, with newRoutes: Routes
  ) where Routes.Element == Route {
    routes.replaceSubrange(subrange, with: newRoutes)
  }

  /// Reserves storage for `minimumCapacity` routes.
  ///
  /// - Parameter minimumCapacity: The number of routes to make room for.
  /// - Complexity: O(*n*), where *n* is the number of routes.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    routes.reserveCapacity(minimumCapacity)
  }
}
