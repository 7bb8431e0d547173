extension DestinationRegistry {
  /// Resolves every element of a path to its screen, root first, and lists the elements that have
  /// none.
  ///
  /// Each element is looked up in the scopes in effect at its depth: the root, then the
  /// destinations declared by the screens of the elements before it. An element that is a miss
  /// has no screen, so it declares no destinations for the elements after it.
  ///
  /// ```swift
  /// var path = NavPath()
  /// path.append(3)
  /// path.append(Category.desserts)
  /// path.append(7)
  /// registry.resolve(path).screens  // [.number(3), .category(.desserts), .recipeNumber(7)]
  /// ```
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen or `nil` per element, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func resolve(_ path: NavPath) -> DestinationResolution<Screen> {
    resolve(count: path.count) { path.elements[$0].base }
  }

  /// Resolves every route of a typed path to its screen, root first, and lists the routes that
  /// have none.
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen or `nil` per route, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func resolve<Route>(_ path: TypedPath<Route>) -> DestinationResolution<Screen> {
    resolve(count: path.count) { path.routes[$0] }
  }

  /// Returns the screen of every element of a path, root first, or throws at the first element
  /// that has none.
  ///
  /// ```swift
  /// let screens = try registry.screens(for: NavPath([Category.desserts, .mains]))
  /// ```
  ///
  /// - Parameter path: The path to resolve.
  /// - Returns: One screen per element.
  /// - Throws: ``DestinationError`` for the first element that nothing handles, or that two
  ///   protocol registrations handle.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screens(for path: NavPath) throws(DestinationError) -> [Screen] {
    try screens(count: path.count) { path.elements[$0].base }
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
    try screens(count: path.count) { path.routes[$0] }
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
    var chain = chain(after: path.count) { path.elements[$0].base }
    return try chain.step(base, at: path.count).get().makeScreen(for: base, as: Screen.self)
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
    var chain = chain(after: path.count) { path.routes[$0] }
    return try chain.step(route, at: path.count).get().makeScreen(for: route, as: Screen.self)
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
    let chain = chain(after: path.count) { path.elements[$0].base }
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
    let chain = chain(after: path.count) { path.routes[$0] }
    guard case .found = chain.match(route) else { return false }
    return true
  }
}

// The walks read values through a closure and loop over indices rather than over lazy or
// enumerated sequences: in code that is not specialized for `Screen`, generic sequence types would
// cost a metadata look-up per element.
extension DestinationRegistry {
  /// Resolves `count` values, collecting screens and misses.
  private func resolve(count: Int, value: (Int) -> Any) -> DestinationResolution<Screen> {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    var screens: [Screen?] = []
    screens.reserveCapacity(count)
    var misses: [DestinationError] = []
    for index in 0..<count {
      let value = value(index)
      switch chain.step(value, at: index) {
      case .success(let registration):
        screens.append(registration.makeScreen(for: value, as: Screen.self))
      case .failure(let miss):
        screens.append(nil)
        misses.append(miss)
      }
    }
    return DestinationResolution(screens: screens, misses: misses)
  }

  /// Resolves `count` values, stopping at the first miss.
  private func screens(count: Int, value: (Int) -> Any) throws(DestinationError) -> [Screen] {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    var screens: [Screen] = []
    screens.reserveCapacity(count)
    for index in 0..<count {
      let value = value(index)
      screens.append(try chain.step(value, at: index).get().makeScreen(for: value, as: Screen.self))
    }
    return screens
  }

  /// The scopes in effect on top of `count` values.
  private func chain(after count: Int, value: (Int) -> Any) -> DestinationScopeChain {
    var chain = DestinationScopeChain(root: root, rule: scopeRule)
    for index in 0..<count {
      _ = chain.step(value(index), at: index)
    }
    return chain
  }
}

extension DestinationRegistration {
  /// Calls the handler of a registration made by a `DestinationRegistry<Screen>`.
  ///
  /// Every registration reachable from a `DestinationRegistry<Screen>`, nested ones included, was
  /// made by one of its `register` methods (nested destinations are `DestinationRegistry<Screen>`
  /// values too), so its handler is a `DestinationHandler<Screen>` and the downcast holds.
  /// Inlined into the walks, so that the handler type's metadata is fetched once per walk.
  @inline(__always)
  fileprivate func makeScreen<Screen>(for value: Any, as screen: Screen.Type) -> Screen {
    unsafeDowncast(handler, to: DestinationHandler<Screen>.self).makeScreen(value)
  }
}
