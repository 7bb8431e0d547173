/// An app's routes, each declared once: which screen shows a type's values, and optionally the
/// link that stands for them.
///
/// A route type used to be declared in several places: its screen in a ``DestinationRegistry``,
/// its link in a ``DeepLinkTable``, and (with NavCodable) its tag in a `NavTypeRegistry`.
/// Forgetting one of them fails only at run time. `NavRoutes` holds one declaration per type, and
/// the others are derived from it, so they cannot disagree:
///
/// ```swift
/// var routes = NavRoutes<Screen>()
/// routes.route(
///   Category.self,
///   link: DeepLinkRoute("/category/:name") { (name: String) in
///     Category(rawValue: name)
///   } print: { $0.rawValue }
/// ) { .category($0) }
/// routes.route(Recipe.self) { .recipe($0.id) }
///
/// try routes.destinations.screens(for: path)  // the screens
/// let table = DeepLinkTable(
///   origins: [.scheme("recipes")], routes: routes.links)
/// ```
///
/// With NavCodable imported, a declaration may also give the tag the type is saved under, and
/// `NavTypeRegistry(routes:)` derives the registry of saved types.
///
/// ## Composing with the registries
/// What one declaration cannot say stays with the registries it derives: a screen's own
/// destinations are a ``DestinationRegistry`` passed as `destinations:`, protocol registrations
/// are added to a copy of ``destinations``, and routes for fixed values join ``links`` in the
/// table's `routes:`.
public struct NavRoutes<Screen>: Sendable {
  /// The screens of the declared types, as a registry that resolves paths.
  ///
  /// ```swift
  /// try routes.destinations.screens(for: path)
  /// ```
  public private(set) var destinations: DestinationRegistry<Screen>

  /// The link routes of the declared types that have one, in declaration order, for a
  /// ``DeepLinkTable`` of ``NavPath`` elements.
  ///
  /// The table checks them for ambiguity when it is built:
  /// ``DeepLinkTable/init(origins:maximumLength:routes:)`` traps and
  /// ``DeepLinkTable/init(validating:origins:maximumLength:)`` throws.
  ///
  /// ```swift
  /// let table = try DeepLinkTable(
  ///   validating: routes.links, origins: [.scheme("recipes")])
  /// ```
  public private(set) var links: [DeepLinkRoute<NavPath.Element>] = []

  /// What other modules of this package record with each declaration: NavCodable keeps its
  /// registry of saved types here, so that a tag is checked when it is declared.
  package var annex: (any Sendable)?

  /// Creates an empty set of routes.
  ///
  /// ```swift
  /// var routes = NavRoutes<Screen>(scopeRule: .closestToRootWins)
  /// ```
  ///
  /// - Parameter scopeRule: The ``destinations``' rule for which scope wins when several in
  ///   effect handle a value. The default is ``DestinationScopeRule/innermostWins``.
  public init(scopeRule: DestinationScopeRule = .innermostWins) {
    destinations = DestinationRegistry(scopeRule: scopeRule)
  }

  /// Declares the route of a type: the screen that shows its values, and optionally its link.
  ///
  /// ```swift
  /// routes.route(
  ///   Recipe.self,
  ///   link: DeepLinkRoute("/recipe/:id") { (id: Int) in
  ///     Recipe(id: id)
  ///   } print: { $0.id }
  /// ) { .recipe($0.id) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - link: The link that stands for one value, or `nil` when the type has no link.
  ///   - destinations: The destinations the screen declares: they apply to the elements pushed
  ///     after a value of this type.
  ///   - screen: Makes the screen for a value.
  /// - Precondition: `type` has no route yet. Use ``tryRoute(_:link:destinations:screen:)`` for a
  ///   form that throws instead.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func route<Value: Hashable & Sendable>(
    _ type: Value.Type,
    link: DeepLinkRoute<Value>? = nil,
    destinations: DestinationRegistry<Screen>? = nil,
    screen: @escaping @Sendable (Value) -> Screen
  ) {
    do {
      try tryRoute(type, link: link, destinations: destinations, screen: screen)
    } catch {
      preconditionFailure("NavRoutes.route(\(_typeName(type, qualified: false)).self): \(error)")
    }
  }

  /// Declares the route of a type like ``route(_:link:destinations:screen:)``, throwing instead
  /// of trapping when the type already has one; on failure the routes are unchanged.
  ///
  /// ```swift
  /// try routes.tryRoute(Recipe.self) { .recipe($0.id) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - link: The link that stands for one value, or `nil` when the type has no link.
  ///   - destinations: The destinations the screen declares for the elements pushed after it.
  ///   - screen: Makes the screen for a value.
  /// - Throws: ``RouteDeclarationError`` when `type` already has a route.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func tryRoute<Value: Hashable & Sendable>(
    _ type: Value.Type,
    link: DeepLinkRoute<Value>? = nil,
    destinations: DestinationRegistry<Screen>? = nil,
    screen: @escaping @Sendable (Value) -> Screen
  ) throws(RouteDeclarationError) {
    guard self.destinations.tryRegister(type, destinations: destinations, screen) else {
      throw RouteDeclarationError(
        .typeAlreadyDeclared, "\(_typeName(type, qualified: false)) already has a route")
    }
    if let link {
      links.append(DeepLinkRoute<NavPath.Element>(elementsOf: link))
    }
  }
}

extension DeepLinkRoute where Element == NavPath.Element {
  /// The route of one type's values, as a route of ``NavPath`` elements: the same pattern,
  /// parameters and validation; an element of another type is not its to print.
  ///
  /// - Parameter route: The route of the type's values.
  init<Value>(elementsOf route: DeepLinkRoute<Value>) {
    pattern = route.pattern
    expectations = route.expectations
    reads = route.reads
    make = { texts throws(Failure) in
      do throws(DeepLinkRoute<Value>.Failure) {
        return Element(try route.make(texts))
      } catch {
        switch error {
        case .parameter(let index, let reason): throw .parameter(index: index, reason: reason)
        case .rejected(let reason): throw .rejected(reason: reason)
        }
      }
    }
    texts = { element, texts in
      guard let value = element.value(as: Value.self) else { return false }
      return route.texts(value, &texts)
    }
  }
}
