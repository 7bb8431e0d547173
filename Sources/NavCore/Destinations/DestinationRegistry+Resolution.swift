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
  /// registry.resolve(path).screens
  /// // [.number(3), .category(.desserts), .recipeNumber(7)]
  /// ```
  ///
  /// - Parameter path: The path to resolve: a ``NavPath`` (each element stands for the value it
  ///   wraps) or a ``TypedPath``.
  /// - Returns: One screen or `nil` per element, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func resolve(_ path: some StackPath) -> DestinationResolution<Screen> {
    resolve(count: path.count, value: Self.values(of: path))
  }

  /// Resolves every element of a ``NavPath`` to its screen, root first, and lists the elements
  /// that have none: the form an array literal of values reads as.
  ///
  /// ```swift
  /// registry.resolve([3, Category.desserts, 7]).dropped  // []
  /// ```
  ///
  /// - Parameter path: The path to resolve; each element stands for the value it wraps.
  /// - Returns: One screen or `nil` per element, and one error per `nil`.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  // An overload of the generic form, because Swift gives an array literal passed to a generic
  // parameter no default type: without it, the literal above does not compile.
  public func resolve(_ path: NavPath) -> DestinationResolution<Screen> {
    resolve(count: path.count, value: Self.values(of: path))
  }

  /// Returns the screen of every element of a path, root first, or throws at the first element
  /// that has none.
  ///
  /// ```swift
  /// let screens = try registry.screens(
  ///   for: NavPath([Category.desserts, .mains]))
  /// ```
  ///
  /// - Parameter path: The path to resolve: a ``NavPath`` or a ``TypedPath``.
  /// - Returns: One screen per element.
  /// - Throws: ``DestinationError`` for the first element that nothing handles, or that two
  ///   protocol registrations handle.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screens(for path: some StackPath) throws(DestinationError) -> [Screen] {
    try screens(count: path.count, value: Self.values(of: path))
  }

  /// Returns the screen of every element of a ``NavPath``, root first, or throws at the first
  /// element that has none: the form an array literal of values reads as.
  ///
  /// ```swift
  /// let screens = try registry.screens(
  ///   for: [Category.desserts, Recipe(id: 42)])
  /// ```
  ///
  /// - Parameter path: The path to resolve; each element stands for the value it wraps.
  /// - Returns: One screen per element.
  /// - Throws: ``DestinationError`` for the first element that nothing handles, or that two
  ///   protocol registrations handle.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  // An overload of the generic form, because Swift gives an array literal passed to a generic
  // parameter no default type: without it, the literal above does not compile.
  public func screens(for path: NavPath) throws(DestinationError) -> [Screen] {
    try screens(count: path.count, value: Self.values(of: path))
  }

  /// Returns the screen a value would show if pushed on top of a path.
  ///
  /// ```swift
  /// try registry.screen(for: 7)  // .number(7)
  /// try registry.screen(for: 7, on: NavPath([Category.desserts]))
  /// // .recipeNumber(7)
  /// // on a TypedPath<Route>:
  /// try registry.screen(for: Route.recipe(7), on: routes)
  /// ```
  ///
  /// The path's own elements are looked up only to know which scopes are in effect on top of it;
  /// their handlers are not called, and those that are misses are skipped.
  ///
  /// - Parameters:
  ///   - value: The value to show. An element of a ``NavPath`` stands for the value it wraps.
  ///   - path: The path the value would be pushed on: a ``NavPath`` or a ``TypedPath``. The
  ///     default is the empty `NavPath`.
  /// - Returns: The value's screen.
  /// - Throws: ``DestinationError`` at index `path.count` when nothing in effect there handles the
  ///   value, or two protocol registrations do.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screen<Path: StackPath>(
    for value: some Hashable, on path: Path = NavPath()
  ) throws(DestinationError) -> Screen {
    try screen(forUnwrapped: Self.unwrapped(value), on: path)
  }

  /// Returns the screen a route would show if pushed on top of a ``TypedPath`` of its type: the
  /// form that lets enum shorthand name the route.
  ///
  /// ```swift
  /// // routes: TypedPath<Route>
  /// try registry.screen(for: .detail(4), on: routes)
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - path: The typed path the route would be pushed on.
  /// - Returns: The route's screen.
  /// - Throws: ``DestinationError`` at index `path.count` when nothing in effect there handles the
  ///   route, or two protocol registrations do.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  // An overload of the generic form, because a value typed `some Hashable` gives enum shorthand
  // no type to infer; here the path's `Route` does.
  public func screen<Route>(
    for route: Route, on path: TypedPath<Route>
  ) throws(DestinationError) -> Screen {
    try screen(forUnwrapped: route, on: path)
  }

  /// Returns the screen of an element shown in a stack, as a navigation stack's destination
  /// shows it: resolved in the scopes of the elements below it.
  ///
  /// A destination is given the element alone, not its place; the element is taken at its last
  /// place in the path (where a stack shows it on top when it appears more than once), or on top
  /// of the whole path when the path does not hold it.
  ///
  /// ```swift
  /// .navigationDestination(for: NavPath.Element.self) { element in
  ///   ScreenView(try? registry.screen(for: element, in: path))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to show.
  ///   - path: The path that holds it: a ``NavPath`` or a ``TypedPath``.
  /// - Returns: The element's screen.
  /// - Throws: ``DestinationError`` at the element's index when nothing in effect there handles
  ///   it, or two protocol registrations do.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func screen<Path: StackPath>(
    for element: Path.Element, in path: Path
  ) throws(DestinationError) -> Screen {
    let below = path.lastIndex(of: element) ?? path.endIndex
    return try screen(for: element, on: Path(path[..<below]))
  }

  /// Returns whether a value, pushed on top of a path, would have a screen.
  ///
  /// Ask before pushing, to disable a link that would lead nowhere. No handler is called.
  ///
  /// ```swift
  /// registry.canShow(7, on: NavPath([Category.desserts]))  // true
  /// registry.canShow("pie")                                // false
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to push. An element of a ``NavPath`` stands for the value it wraps.
  ///   - path: The path it would be pushed on: a ``NavPath`` or a ``TypedPath``. The default is
  ///     the empty `NavPath`.
  /// - Returns: `true` when exactly one registration in effect there decides the value's screen.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  public func canShow<Path: StackPath>(_ value: some Hashable, on path: Path = NavPath()) -> Bool {
    canShow(unwrapped: Self.unwrapped(value), on: path)
  }

  /// Returns whether a route, pushed on top of a ``TypedPath`` of its type, would have a
  /// screen: the form that lets enum shorthand name the route.
  ///
  /// ```swift
  /// registry.canShow(.detail(4), on: routes)  // routes: TypedPath<Route>
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route to push.
  ///   - path: The typed path it would be pushed on.
  /// - Returns: `true` when exactly one registration in effect there decides the route's screen.
  /// - Complexity: O(*n*·*s*), where *n* is the length of the path and *s* the number of distinct
  ///   scopes of the registry.
  // An overload of the generic form, because a value typed `some Hashable` gives enum shorthand
  // no type to infer; here the path's `Route` does.
  public func canShow<Route>(_ route: Route, on path: TypedPath<Route>) -> Bool {
    canShow(unwrapped: route, on: path)
  }
}

// Values through a closure, loops by index: Design.md, "Generic code without run-time look-ups".
extension DestinationRegistry {
  /// The values a registry looks up for a path's elements: what a ``NavPath``'s elements wrap, a
  /// ``TypedPath``'s routes as they are.
  private static func values<Path: StackPath>(of path: Path) -> (Int) -> Any {
    // A metatype comparison, not a cast.
    if Path.self == NavPath.self {
      let elements = identityCast(path, to: NavPath.self).elements
      return { elements[$0].base }
    }
    return { path[$0] }
  }

  /// The value a registry looks up for a value: the one an element of a ``NavPath`` wraps, or the
  /// value itself.
  private static func unwrapped<Value: Hashable>(_ value: Value) -> Any {
    // A metatype comparison, not a cast.
    if Value.self == NavPath.Element.self {
      return identityCast(value, to: NavPath.Element.self).base
    }
    return value
  }

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
    return DestinationResolution(screens: screens, dropped: misses)
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

  /// The screen of a value, already unwrapped, pushed on top of `path`.
  private func screen(
    forUnwrapped value: Any, on path: some StackPath
  ) throws(DestinationError) -> Screen {
    var chain = chain(after: path.count, value: Self.values(of: path))
    return try chain.step(value, at: path.count).get().makeScreen(for: value, as: Screen.self)
  }

  /// Whether a value, already unwrapped, pushed on top of `path` would have a screen.
  private func canShow(unwrapped value: Any, on path: some StackPath) -> Bool {
    let chain = chain(after: path.count, value: Self.values(of: path))
    guard case .found = chain.match(value) else { return false }
    return true
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
  // Inlined into the walks: Design.md, "Generic code without run-time look-ups".
  @inline(__always)
  fileprivate func makeScreen<Screen>(for value: Any, as screen: Screen.Type) -> Screen {
    unsafeDowncast(handler, to: DestinationHandler<Screen>.self).makeScreen(value)
  }
}
