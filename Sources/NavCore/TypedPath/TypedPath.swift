/// A homogeneous navigation stack of `Route` values, root first.
///
/// `TypedPath` is what `NavigationStack(path: $routes)` binds to in SwiftUI, with navigation
/// semantics on top of an array. It is a full collection (random access, mutable, range
/// replaceable) and offers the same navigation operations as ``NavPath`` under the same names, so
/// code and tests read the same whichever stack they use.
///
/// ```swift
/// enum Route: Hashable, Sendable { case list, detail(Int), settings }
///
/// var path: TypedPath<Route> = [.list]
/// path.append(.detail(42))
/// path.popTo(.list)   // true; path is [.list]
/// path.removeAll()    // back to the root
/// ```
///
/// ## Performance
/// `TypedPath` is a thin wrapper over `Array`: every operation has the cost of its `Array`
/// counterpart.
public struct TypedPath<Route: Hashable> {
  /// The routes, root first.
  public var routes: [Route]

  /// Creates an empty path.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    routes = []
  }

  /// Pops `k` routes off the top of the stack.
  ///
  /// - Parameter k: The number of routes to pop.
  /// - Precondition: `k` is not negative and not greater than `count`. Use ``pop(_:)`` for a
  ///   form that never traps.
  /// - Complexity: O(*k*).
  @inlinable
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0, "TypedPath.removeLast(\(k)): cannot remove a negative number of routes")
    precondition(
      k <= routes.count,
      "TypedPath.removeLast(\(k)): the path holds only \(routes.count) routes")
    routes.removeLast(k)
  }
}

extension TypedPath: Equatable {}
extension TypedPath: Hashable {}
extension TypedPath: Sendable where Route: Sendable {}

extension TypedPath: ExpressibleByArrayLiteral {
  /// Creates a path from an array literal of routes, root first.
  ///
  /// - Complexity: O(*n*), where *n* is the number of routes.
  @inlinable
  public init(arrayLiteral routes: Route...) {
    self.routes = routes
  }
}

extension TypedPath: Codable where Route: Codable {
  /// Decodes the path from a plain array of routes, root first.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The decoder's error when the data is not an array of routes.
  public init(from decoder: any Decoder) throws {
    routes = try [Route](from: decoder)
  }

  /// Encodes the path as a plain array of routes, root first.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    try routes.encode(to: encoder)
  }
}

extension TypedPath: CustomStringConvertible, CustomDebugStringConvertible {
  /// The routes, root first, as in `TypedPath<Route>([.list, .detail(42)])`.
  public var description: String {
    "TypedPath<\(_typeName(Route.self, qualified: false))>(\(shortDescription(ofList: routes)))"
  }

  /// The routes with module-qualified names, as in `TypedPath<App.Route>([App.Route.list])`.
  public var debugDescription: String {
    "TypedPath<\(String(reflecting: Route.self))>(\(qualifiedDescription(ofList: routes)))"
  }
}
