public import NavCore

extension NavRoutes {
  /// Declares the route of a type that is saved: its tag, the screen that shows its values, and
  /// optionally its link.
  ///
  /// ```swift
  /// routes.route(Recipe.self, tag: "recipe") { .recipe($0.id) }
  /// let types = NavTypeRegistry(routes: routes)  // saves Recipe as "recipe"
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - tag: The tag written for its values when a stack is saved.
  ///   - aliases: Other tags read as this type: older tags, other spellings of its name.
  ///   - link: The link that stands for one value, or `nil` when the type has no link.
  ///   - destinations: The destinations the screen declares: they apply to the elements pushed
  ///     after a value of this type.
  ///   - screen: Makes the screen for a value.
  /// - Precondition: Neither the type nor any of the tags is taken yet. Use
  ///   ``NavCore/NavRoutes/tryRoute(_:tag:aliases:link:destinations:screen:)`` for a form that
  ///   throws instead.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func route<Value: Codable & Hashable & Sendable>(
    _ type: Value.Type,
    tag: String,
    aliases: [String] = [],
    link: DeepLinkRoute<Value>? = nil,
    destinations: DestinationRegistry<Screen>? = nil,
    screen: @escaping @Sendable (Value) -> Screen
  ) {
    do {
      try tryRoute(
        type, tag: tag, aliases: aliases, link: link, destinations: destinations, screen: screen)
    } catch {
      preconditionFailure("NavRoutes.route(\(_typeName(type, qualified: false)).self): \(error)")
    }
  }

  /// Declares the route of a saved type like
  /// ``NavCore/NavRoutes/route(_:tag:aliases:link:destinations:screen:)``, throwing instead of
  /// trapping on a conflict; on failure the routes are unchanged.
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - tag: The tag written for its values when a stack is saved.
  ///   - aliases: Other tags read as this type.
  ///   - link: The link that stands for one value, or `nil` when the type has no link.
  ///   - destinations: The destinations the screen declares for the elements pushed after it.
  ///   - screen: Makes the screen for a value.
  /// - Throws: ``/NavCore/RouteDeclarationError`` when the type already has a route, or a tag
  ///   is taken or given twice.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func tryRoute<Value: Codable & Hashable & Sendable>(
    _ type: Value.Type,
    tag: String,
    aliases: [String] = [],
    link: DeepLinkRoute<Value>? = nil,
    destinations: DestinationRegistry<Screen>? = nil,
    screen: @escaping @Sendable (Value) -> Screen
  ) throws(RouteDeclarationError) {
    var types = savedTypes
    try types.tryRegister(type, tag: tag, aliases: aliases)
    try tryRoute(type, link: link, destinations: destinations, screen: screen)
    annex = types
  }

  /// The saved types declared with a tag so far. Only this file writes the annex; anything else
  /// reads as no saved types rather than trapping.
  var savedTypes: NavTypeRegistry {
    (annex as? NavTypeRegistry) ?? NavTypeRegistry()
  }
}

extension NavTypeRegistry {
  /// Creates the registry of the saved types of some routes: each type declared with a tag,
  /// under that tag and its aliases.
  ///
  /// ```swift
  /// var routes = NavRoutes<Screen>()
  /// routes.route(Category.self, tag: "category") { .category($0) }
  /// var types = NavTypeRegistry(routes: routes, schema: NavSchema(version: 2))
  /// types.register(Int.self, tag: "count")  // a type saved without a route
  /// ```
  ///
  /// - Parameters:
  ///   - routes: The routes; a type declared without a tag is not in the registry.
  ///   - schema: The format version and migrations. The default is version 1 with none.
  /// - Complexity: O(1).
  public init(routes: NavRoutes<some Any>, schema: NavSchema = NavSchema()) {
    self = routes.savedTypes
    self.schema = schema
  }
}
