/// An app's routes, each declared once: which screen shows a type's values, the links that stand
/// for them, the tag they are saved under, and the routes their screen declares in turn.
///
/// `NavRoutes` holds one declaration per type and scope, and the screens of a
/// ``DestinationRegistry``, the links of a ``DeepLinkTable`` and (with NavCodable) the tags of a
/// `NavTypeRegistry` are derived from it, so they cannot disagree:
///
/// ```swift
/// var steps = NavRoutes<Screen>()
/// steps.route(
///   Int.self, tag: "step",
///   link: DeepLinkRoute("/step/:n") { (n: Int) in n } print: { $0 }
/// ) { .step($0) }
///
/// var routes = NavRoutes<Screen>()
/// routes.route(
///   Category.self, tag: "category",
///   link: DeepLinkRoute("/category/:name") { (name: String) in
///     Category(rawValue: name)
///   } print: { $0.rawValue }
/// ) { .category($0) }
/// routes.route(
///   Recipe.self, tag: "recipe",
///   link: DeepLinkRoute("/recipe/:id") { (id: Int) in
///     Recipe(id: id)
///   } print: { $0.id },
///   destinations: steps  // steps only on top of a recipe
/// ) { .recipe($0.id) }
///
/// try routes.destinations.screens(for: path)  // the screens
/// let table = DeepLinkTable(
///   origins: [.scheme("recipes")], routes: routes.links)
/// let path = try table.open("recipes://recipe/42/step/2")
/// ```
///
/// With NavCodable imported, `NavTypeRegistry(routes:)` derives the registry of saved types from
/// the tags. An app whose stack is one enum in a ``TypedPath`` declares that enum's route, with
/// one link per case, and builds its table from ``links(of:)``:
///
/// ```swift
/// routes.route(
///   Route.self,
///   link: DeepLinkRoute("/list", value: .list),
///   DeepLinkRoute("/detail/:id") { (id: Int) in .detail(id) } print: {
///     if case .detail(let id) = $0 { id } else { nil }
///   }
/// ) { screen(for: $0) }
/// let table = DeepLinkTable(routes: routes.links(of: Route.self))
/// let typed = try table.open("/list/detail/4", as: TypedPath.self)
/// ```
///
/// ## The registries underneath
/// ``DestinationRegistry``, ``DeepLinkTable`` and NavCodable's `NavTypeRegistry` are what the
/// declarations derive; each stays usable on its own, for what one declaration does not say:
/// protocol registrations go into a copy of ``destinations``, and routes for fixed values join
/// ``links`` in the table's `routes:`.
public struct NavRoutes<Screen>: Sendable {
  /// The screens of the declared types, nested scopes included, as a registry that resolves
  /// paths.
  ///
  /// ```swift
  /// try routes.destinations.screens(for: path)
  /// ```
  public internal(set) var destinations: DestinationRegistry<Screen>

  /// The link routes of every declaration, nested scopes included, in declaration order, for a
  /// ``DeepLinkTable`` of ``NavPath`` elements: the same as `links(of: NavPath.Element.self)`.
  ///
  /// The table checks them for ambiguity when it is built:
  /// ``DeepLinkTable/init(origins:maximumLength:routes:)`` traps and
  /// ``DeepLinkTable/init(validating:origins:maximumLength:)`` throws.
  ///
  /// ```swift
  /// let table = try DeepLinkTable(
  ///   validating: routes.links, origins: [.scheme("recipes")])
  /// ```
  public internal(set) var links: [DeepLinkRoute<NavPath.Element>] = []

  /// The link routes as declared, each of its own type's values, in the order of ``links``.
  var declaredLinks: [DeclaredLink] = []

  /// The tag of every declaration that gives one, nested scopes included, in declaration order:
  /// what NavCodable's registry of saved types is made from.
  package internal(set) var tags: [RouteTag] = []

  /// The types declared in this scope; a nested scope's types are its own.
  var declaredTypes: Set<ObjectIdentifier> = []

  /// Creates an empty set of routes.
  ///
  /// ```swift
  /// var routes = NavRoutes<Screen>(scopeRule: .closestToRootWins)
  /// ```
  ///
  /// - Parameter scopeRule: The ``destinations``' rule for which scope wins when several in
  ///   effect handle a value. The default is ``DestinationScopeRule/innermostWins``. The rule of
  ///   routes used as a route's `destinations:` is ignored: the rule of the outermost applies.
  public init(scopeRule: DestinationScopeRule = .innermostWins) {
    destinations = DestinationRegistry(scopeRule: scopeRule)
  }

  /// The link routes declared for the values of one type, nested scopes included, in
  /// declaration order: the routes of a ``DeepLinkTable`` for a ``TypedPath`` of that type.
  ///
  /// ```swift
  /// let table = DeepLinkTable<Route>(
  ///   origins: [.scheme("myapp")], routes: routes.links(of: Route.self))
  /// ```
  ///
  /// For `NavPath.Element` it returns ``links``: every declared link, each wrapping its values.
  ///
  /// - Parameter element: The element type of the table.
  /// - Returns: The routes declared for `element`, in declaration order.
  /// - Complexity: O(*r*), where *r* is the number of declared links.
  public func links<Element>(of element: Element.Type) -> [DeepLinkRoute<Element>] {
    // A metatype comparison, not a cast: an empty array casts to any element type.
    if Element.self == NavPath.Element.self {
      return identityCast(links, to: [DeepLinkRoute<Element>].self)
    }
    return declaredLinks.compactMap { declared in
      guard var route = declared.route as? DeepLinkRoute<Element> else { return nil }
      route.scope = declared.scope
      return route
    }
  }
}

/// A link route as declared, with what tells it apart from the others.
struct DeclaredLink: Sendable {
  /// The route, a `DeepLinkRoute` of the values of ``type``.
  let route: any Sendable

  /// The type of the values the route stands for.
  let type: ObjectIdentifier

  /// The route's pattern, as written.
  let pattern: String

  /// Where the route opens, when it comes from a nested scope; `nil` when it opens anywhere.
  var scope: DeepLinkScope?

  /// Whether this is the same route as `other`: one pattern for one type. Routes reach a
  /// ``NavRoutes`` twice when one set of nested routes is the destinations of two routes.
  func isSame(as other: DeclaredLink) -> Bool {
    type == other.type && pattern == other.pattern
  }
}
