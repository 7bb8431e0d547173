public import NavCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State: StackPath {
  /// Pushes an element on top of the stack.
  ///
  /// A push removes nothing, so no guard can refuse it; it is applied after the changes requested
  /// before it.
  ///
  /// ```swift
  /// await navigator.navigate(to: .recipe(42))
  /// ```
  ///
  /// - Parameter element: The element to push.
  nonisolated(nonsending) public func navigate(to element: State.Element) async {
    // Nothing is removed, so no guard is asked and nothing can move the state before the push:
    // the result is always a success.
    _ = await edit { $0.append(element) }
  }

  /// Pops the top element, if there is one.
  ///
  /// - Returns: The applied change, or `nil` when the stack is empty.
  /// - Throws: ``NavigationRefusal`` when a guard on the top element refuses; the state is then
  ///   untouched.
  @discardableResult
  nonisolated(nonsending) public func pop() async throws(NavigationRefusal<State>)
    -> NavigationChange<State>?
  {
    try await transaction { _ = $0.pop(1) }
  }

  /// Pops every element: the stack returns to its root.
  ///
  /// - Returns: The applied change, or `nil` when the stack is already empty.
  /// - Throws: ``NavigationRefusal`` when a guard on any element refuses; the state is then
  ///   untouched.
  @discardableResult
  nonisolated(nonsending) public func popToRoot() async throws(NavigationRefusal<State>)
    -> NavigationChange<State>?
  {
    try await transaction { _ = $0.pop($0.count) }
  }

  /// Pops the elements above the last one that satisfies `predicate`.
  ///
  /// ```swift
  /// try await navigator.popTo { $0 == .category("desserts") }
  /// ```
  ///
  /// - Parameter predicate: The test for the element to return to.
  /// - Returns: The applied change, or `nil` when no element satisfies `predicate` or it is
  ///   already on top.
  /// - Throws: ``NavigationRefusal`` when a guard on a popped element refuses; the state is then
  ///   untouched.
  @discardableResult
  nonisolated(nonsending) public func popTo(
    lastWhere predicate: (State.Element) -> Bool
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await transaction { _ = $0.popTo(lastWhere: predicate) }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State == NavPath {
  /// Pushes a value of any `Hashable & Sendable` type on top of the path.
  ///
  /// ```swift
  /// await navigator.navigate(to: Category.desserts)
  /// await navigator.navigate(to: Recipe.ID(42))
  /// ```
  ///
  /// - Parameter value: The value to push.
  nonisolated(nonsending) public func navigate(to value: some Hashable & Sendable) async {
    await navigate(to: NavPath.Element(value))
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Replaces the state with the one a deep link resolves to, as one change.
  ///
  /// `resolve` turns the link into the whole state to show (for a stack: the screens from the
  /// root up), or returns `nil` for a link it does not recognize, which leaves the state alone.
  ///
  /// ```swift
  /// let link = "myapp://category/desserts/recipe/7"
  /// try await navigator.handleDeepLink(link) { link in
  ///   Route.path(from: link)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, in whatever form the app receives it (a URL, a string).
  ///   - resolve: Returns the state the link leads to, or `nil`.
  /// - Returns: Whether `resolve` recognized the link.
  /// - Throws: ``NavigationRefusal`` when a guard on an element the link would remove refuses;
  ///   the state is then untouched.
  @discardableResult
  nonisolated(nonsending) public func handleDeepLink<Link>(
    _ link: Link, resolve: (Link) -> State?
  ) async throws(NavigationRefusal<State>) -> Bool {
    guard let target = resolve(link) else { return false }
    try await transaction { $0 = target }
    return true
  }
}
