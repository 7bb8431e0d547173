public import NavCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State: StackPath {
  /// Pushes an element on top of the stack, as `NavigationPath.append(_:)` does.
  ///
  /// A push removes nothing, so no guard can refuse it or keep it waiting: it is applied before
  /// the call returns, unless an earlier change still waits for its guards; it then waits behind
  /// that change and is applied after it.
  ///
  /// ```swift
  /// Button("Show recipe") { navigator.append(.recipe(42)) }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to push.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/applied(_:)``, or ``NavigationOutcome/pending(_:)`` behind an
  ///   earlier change.
  @discardableResult
  public func append(
    _ element: State.Element, isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> {
    transaction { $0.append(element) }
  }

  /// Pops the top element, if there is one.
  ///
  /// ```swift
  /// Button("Back") { navigator.pop() }
  /// try await navigator.pop().value?.removed  // [.editor(7)]
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the stack is empty, otherwise whether the
  ///   pop was applied, refused by a guard on the top element, or is pending.
  @discardableResult
  public func pop(isolation: isolated (any Actor) = #isolation) -> NavigationOutcome<State> {
    transaction { _ = $0.pop(1) }
  }

  /// Pops every element: the stack returns to its root.
  ///
  /// ```swift
  /// Button("Home") { navigator.popToRoot() }
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the stack is empty, otherwise whether the
  ///   change was applied, refused by a guard on any element, or is pending.
  @discardableResult
  public func popToRoot(
    isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> {
    transaction { _ = $0.pop($0.count) }
  }

  /// Pops the elements above the last one that satisfies `predicate`.
  ///
  /// The predicate sees the stack as it is in the change's turn.
  ///
  /// ```swift
  /// navigator.popTo { $0 == .category("desserts") }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  ///   - predicate: The test for the element to return to.
  /// - Returns: ``NavigationOutcome/unchanged`` when no element satisfies `predicate` or it is
  ///   already on top, otherwise whether the change was applied, refused by a guard on a popped
  ///   element, or is pending.
  @discardableResult
  public func popTo(
    isolation: isolated (any Actor) = #isolation,
    lastWhere predicate: @escaping (State.Element) -> Bool
  ) -> NavigationOutcome<State> {
    transaction { _ = $0.popTo(lastWhere: predicate) }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State == NavPath {
  /// Pushes a value of any `Hashable & Sendable` type on top of the path, as
  /// `NavigationPath.append(_:)` does.
  ///
  /// ```swift
  /// navigator.append(Category.desserts)
  /// navigator.append(Recipe.ID(42))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/applied(_:)``, or ``NavigationOutcome/pending(_:)`` behind an
  ///   earlier change.
  @discardableResult
  public func append(
    _ value: some Hashable & Sendable, isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> {
    append(NavPath.Element(value))
  }
}
