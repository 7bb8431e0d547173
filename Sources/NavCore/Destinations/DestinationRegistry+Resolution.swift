extension DestinationRegistry {
  /// Resolves every element of a path to its screen, root first, and lists the elements that have
  /// none.
  ///
  /// Each element is looked up in the scopes in effect at its depth: the root, then the
  /// destinations declared by the screens of the elements before it. An element that is a miss
  /// has no screen, so it declares no destinations for the elements after it.
  ///
  /// ```swift
  /// let resolution = registry.resolve(NavPath([3, Category.desserts, 7]))
  /// resolution.screens  // [.number(3), .category(.desserts), .recipeNumber(7)]
  /// ```
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen or `nil` per element, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func resolve(_ path: NavPath) -> DestinationResolution<Screen> {
    resolve(values: path.elements.lazy.map { $0.base as Any }, count: path.count)
  }

  /// Resolves every route of a typed path to its screen, root first, and lists the routes that
  /// have none.
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen or `nil` per route, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func resolve<Route>(_ path: TypedPath<Route>) -> DestinationResolution<Screen> {
    resolve(values: path.routes.lazy.map { $0 as Any }, count: path.count)
  }

  /// Returns the screen of every element of a path, root first, or throws at the first element
  /// that has none.
  ///
  /// ```swift
  /// let screens = try registry.screens(for: NavPath([Category.desserts, 7]))
  /// ```
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen per element.
  /// - Throws: ``DestinationError`` for the first element that nothing handles, or that two
  ///   protocol registrations handle.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screens(for path: NavPath) throws(DestinationError) -> [Screen] {
    try screens(values: path.elements.lazy.map { $0.base as Any }, count: path.count)
  }

  /// Returns the screen of every route of a typed path, root first, or throws at the first route
  /// that has none.
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen per route.
  /// - Throws: ``DestinationError`` for the first route that nothing handles, or that two protocol
  ///   registrations handle.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screens<Route>(for path: TypedPath<Route>) throws(DestinationError) -> [Screen] {
    try screens(values: path.routes.lazy.map { $0 as Any }, count: path.count)
  }

  /// Returns the screen a value would show if pushed on top of a path.
  ///
  /// ```swift
  /// try registry.screen(for: 7)                                       // .number(7)
  /// try registry.screen(for: 7, on: NavPath([Category.desserts]))     // .recipeNumber(7)
  /// ```
  ///
  /// The path's own elements are looked up only to know which scopes are in effect on top of it;
  /// their handlers are not called, and those that are misses are skipped.
  ///
  /// - Parameters:
  ///   - value: The value to show. An element of a ``NavPath`` stands for the value it wraps.
  ///   - path: The path the value would be pushed on. The default is the empty path.
  /// - Returns: The value's screen.
  /// - Throws: ``DestinationError`` at index `path.count` when nothing in effect there handles the
  ///   value, or two protocol registrations do.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screen(
    for value: some Hashable & Sendable, on path: NavPath = NavPath()
  ) throws(DestinationError) -> Screen {
    let base = NavPath.Element(value).base
    var chain = chain(after: path.elements.lazy.map { $0.base as Any })
    return try chain.step(base, at: path.count).get().makeScreen(base)
  }

  /// Returns the screen a route would show if pushed on top of a typed path.
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - path: The path the route would be pushed on.
  /// - Returns: The route's screen.
  /// - Throws: ``DestinationError`` at index `path.count` when nothing in effect there handles the
  ///   route, or two protocol registrations do.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screen<Route>(for route: Route, on path: TypedPath<Route>) throws(DestinationError)
    -> Screen
  {
    var chain = chain(after: path.routes.lazy.map { $0 as Any })
    return try chain.step(route, at: path.count).get().makeScreen(route)
  }

  /// Returns whether a value, pushed on top of a path, would have a screen.
  ///
  /// Ask before pushing, to disable a link that would lead nowhere. No handler is called.
  ///
  /// ```swift
  /// registry.canShow(7, on: NavPath([Category.desserts]))  // true
  /// registry.canShow("pie", on: NavPath())                 // false
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - path: The path it would be pushed on. The default is the empty path.
  /// - Returns: `true` when exactly one registration in effect there decides the value's screen.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func canShow(_ value: some Hashable & Sendable, on path: NavPath = NavPath()) -> Bool {
    let chain = chain(after: path.elements.lazy.map { $0.base as Any })
    guard case .found = chain.match(NavPath.Element(value).base) else { return false }
    return true
  }

  /// Returns whether a route, pushed on top of a typed path, would have a screen.
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - path: The path it would be pushed on.
  /// - Returns: `true` when exactly one registration in effect there decides the route's screen.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func canShow<Route>(_ route: Route, on path: TypedPath<Route>) -> Bool {
    let chain = chain(after: path.routes.lazy.map { $0 as Any })
    guard case .found = chain.match(route) else { return false }
    return true
  }
}

extension DestinationRegistry {
  /// Resolves a sequence of values, collecting screens and misses.
  private func resolve(values: some Sequence<Any>, count: Int) -> DestinationResolution<Screen> {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    var screens: [Screen?] = []
    screens.reserveCapacity(count)
    var misses: [DestinationError] = []
    for (index, value) in values.enumerated() {
      switch chain.step(value, at: index) {
      case .success(let registration):
        screens.append(registration.makeScreen(value))
      case .failure(let miss):
        screens.append(nil)
        misses.append(miss)
      }
    }
    return DestinationResolution(screens: screens, misses: misses)
  }

  /// Resolves a sequence of values, stopping at the first miss.
  private func screens(values: some Sequence<Any>, count: Int) throws(DestinationError)
    -> [Screen]
  {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    var screens: [Screen] = []
    screens.reserveCapacity(count)
    for (index, value) in values.enumerated() {
      screens.append(try chain.step(value, at: index).get().makeScreen(value))
    }
    return screens
  }

  /// The scopes in effect on top of a sequence of values.
  private func chain(after values: some Sequence<Any>) -> DestinationScopeChain<Screen> {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    for (index, value) in values.enumerated() {
      _ = chain.step(value, at: index)
    }
    return chain
  }
}
