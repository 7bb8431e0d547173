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

  /// Pushes an element on top of the stack and waits until the push is applied.
  ///
  /// The `async` twin of ``append(_:isolation:)-(State.Element,_)->NavigationOutcome<State>``: in
  /// `async` code, `try await` waits for the change and throws its refusal, as
  /// ``NavigationOutcome/value`` does. A button's action, which cannot wait, calls the synchronous
  /// operation.
  ///
  /// ```swift
  /// func showRecipe(_ id: Int) async throws {
  ///   try await navigator.append(.recipe(id))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to push.
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  /// - Returns: The applied change.
  /// - Throws: ``NavigationRefusal`` when the user interface changed the state after the call;
  ///   the push is then not applied.
  @discardableResult
  public func append(
    _ element: State.Element, isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await append(element, isolation: isolation).value
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

  /// Pops the top element, if there is one, and waits until the pop is applied or refused.
  ///
  /// The `async` twin of ``pop(isolation:)->NavigationOutcome<State>``: in `async` code, `try
  /// await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does. A
  /// button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// func close() async throws {
  ///   try await navigator.pop()  // throws when a guard refuses
  /// }
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where the change waits and runs; the default is
  ///   the caller's.
  /// - Returns: The applied change, or `nil` when the stack was empty.
  /// - Throws: ``NavigationRefusal`` when a guard on the top element refused the pop, or when
  ///   the user interface changed the state after the call; the pop is then not applied.
  @discardableResult
  public func pop(
    isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await pop(isolation: isolation).value
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

  /// Pops every element and waits until the change is applied or refused.
  ///
  /// The `async` twin of ``popToRoot(isolation:)->NavigationOutcome<State>``: in `async` code, `try
  /// await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does. A
  /// button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.popToRoot()
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where the change waits and runs; the default is
  ///   the caller's.
  /// - Returns: The applied change, or `nil` when the stack was empty.
  /// - Throws: ``NavigationRefusal`` when a guard on any element refused the change, or when the
  ///   user interface changed the state after the call; the change is then not applied.
  @discardableResult
  public func popToRoot(
    isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await popToRoot(isolation: isolation).value
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

  /// Pops the elements above the last one that satisfies `predicate`, and waits until the
  /// change is applied or refused.
  ///
  /// The `async` twin of ``popTo(isolation:lastWhere:)->NavigationOutcome<State>``: in `async`
  /// code, `try await` waits for the change and throws its refusal, as ``NavigationOutcome/value``
  /// does. A button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.popTo { $0 == .category("desserts") }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  ///   - predicate: The test for the element to return to.
  /// - Returns: The applied change, or `nil` when no element satisfies `predicate` or it is
  ///   already on top.
  /// - Throws: ``NavigationRefusal`` when a guard on a popped element refused the change, or
  ///   when the user interface changed the state after the call; the change is then not applied.
  @discardableResult
  public func popTo(
    isolation: isolated (any Actor) = #isolation,
    lastWhere predicate: @escaping (State.Element) -> Bool
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await popTo(isolation: isolation, lastWhere: predicate).value
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

  /// Pushes a value of any `Hashable & Sendable` type on top of the path, and waits until the
  /// push is applied.
  ///
  /// The `async` twin of ``append(_:isolation:)-(HashableSendable,_)->NavigationOutcome<State>``:
  /// in `async` code, `try await` waits for the change and throws its refusal, as
  /// ``NavigationOutcome/value`` does. A button's action, which cannot wait, calls the synchronous
  /// operation.
  ///
  /// ```swift
  /// try await navigator.append(Recipe.ID(42))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  /// - Returns: The applied change.
  /// - Throws: ``NavigationRefusal`` when the user interface changed the state after the call;
  ///   the push is then not applied.
  @discardableResult
  public func append(
    _ value: some Hashable & Sendable, isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await append(value, isolation: isolation).value
  }
}
