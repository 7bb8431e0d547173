public import NavCore

// The synchronous operations, for user interface actions: a button calls them without a Task.
// They apply the change before returning unless something stands in the way, and otherwise queue
// it in its turn, in the order of the calls, synchronous and asynchronous alike.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Applies several steps as one change, at once when nothing stands in the way.
  ///
  /// The synchronous counterpart of ``transaction(_:)``. When no earlier change is waiting and
  /// no asynchronous guard concerns the elements the change removes, `body` edits a copy of the
  /// state, synchronous guards (``addSynchronousGuard(on:label:_:)``) are asked, and the change is
  /// applied before the call returns. Otherwise the change waits for its turn in a task that runs
  /// on the caller's actor, keeping its place in line, and the call returns
  /// ``NavigationOutcome/pending(_:)``; `body` then edits the state as it is in that turn.
  ///
  /// ```swift
  /// Button("Edit") {
  ///   navigator.request { path in
  ///     path.append(.recipe(42))
  ///     path.append(.editor(42))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  ///   - body: The steps, applied to a copy of the state.
  /// - Returns: Whether the change was applied, unneeded, refused, or is pending.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func request(
    isolation: isolated (any Actor)? = #isolation,
    _ body: @escaping (inout State) -> Void
  ) -> NavigationOutcome<State> {
    attempt(.record) { state in
      var new = state
      body(&new)
      return new
    }
  }

  /// Replaces the state with the one a deep link resolves to, at once when nothing stands in
  /// the way.
  ///
  /// The synchronous counterpart of ``handleDeepLink(_:resolve:)``, for `onOpenURL`: `resolve`
  /// runs now; the change is applied as ``request(isolation:_:)`` applies one.
  ///
  /// ```swift
  /// .onOpenURL { url in
  ///   navigator.requestDeepLink(url) {
  ///     try? table.open($0.absoluteString)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, in whatever form the app receives it (a URL, a string).
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  ///   - resolve: Returns the state the link leads to, or `nil`.
  /// - Returns: `nil` when `resolve` did not recognize the link (nothing changes), otherwise
  ///   whether the change was applied, unneeded, refused, or is pending.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestDeepLink<Link>(
    _ link: Link, isolation: isolated (any Actor)? = #isolation, resolve: (Link) -> State?
  ) -> NavigationOutcome<State>? {
    guard let target = resolve(link) else { return nil }
    return attempt(.record) { _ in target }
  }

  /// Selects a tab, keeping every tab's stack, at once unless an earlier change is waiting.
  ///
  /// Selecting a tab removes nothing, so no guard can refuse it or keep it waiting.
  ///
  /// ```swift
  /// TabView(selection: Binding(
  ///   get: { navigator.state.selection },
  ///   set: { navigator.requestSelection(of: $0) }))
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when `tab` is already selected or is not one of
  ///   the tabs, otherwise whether the change was applied or is pending.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestSelection<Tab, Stack>(
    of tab: Tab, isolation: isolated (any Actor)? = #isolation
  ) -> NavigationOutcome<State> where State == TabsState<Tab, Stack> {
    attempt(.record) { state in
      var new = state
      new.select(tab)
      return new
    }
  }

  /// Plans the change to `target(state)` and applies it at once when it can, or queues it.
  ///
  /// - Parameters:
  ///   - effect: How the change moves the history.
  ///   - isolation: The caller's actor, where a pending change runs.
  ///   - target: The state to reach from the current one, or `nil` for no change.
  /// - Returns: What the request did.
  /// - Precondition: The caller is isolated to an actor.
  func attempt(
    _ effect: HistoryEffect, isolation: isolated (any Actor)? = #isolation,
    target: @escaping (State) -> State?
  ) -> NavigationOutcome<State> {
    guard let actor = isolation else {
      preconditionFailure(
        "Navigator: the synchronous operations need an actor (such as the main actor) to queue "
          + "changes on; call the asynchronous ones from code that is not isolated to an actor")
    }
    if !isChanging {
      guard let new = target(state), new != state else { return .unchanged }
      let change = NavigationChange(from: state, to: new)
      let concerned = guards(concernedBy: change)
      let checks = concerned.compactMap { registered in
        if case .synchronous(let check) = registered.check { (registered, check) } else { nil }
      }
      if checks.count == concerned.count {
        return applyNow(change, effect, asking: checks)
      }
    }
    let request = QueuedRequest(navigator: self, effect: effect, turn: takeTurn(), target: target)
    return .pending(PendingNavigation(task: Task { await request.perform(on: actor) }))
  }

  /// Takes the free turn, asks synchronous guards, and applies `change` unless one refuses.
  private func applyNow(
    _ change: NavigationChange<State>, _ effect: HistoryEffect,
    asking checks: [(RegisteredGuard, (NavigationChange<State>) -> Bool)]
  ) -> NavigationOutcome<State> {
    let turn = takeTurn()
    precondition(turn.hasTurn, "Navigator: the turn was not free")
    defer { endTurn() }
    let plannedVersion = version
    for (registered, check) in checks where !check(change) {
      return .refused(refusal(of: change, by: registered))
    }
    guard version == plannedVersion else {
      return .refused(
        NavigationRefusal(kind: .stateChanged, change: change, refusingGuard: nil))
    }
    commit(change, history: effect)
    return .applied(change)
  }
}

/// A change that waits for its turn, carried to the actor of the code that requested it.
///
/// `@unchecked Sendable`: it is made on `actor` by ``Navigator/attempt(_:isolation:target:)``,
/// which holds its place in line, and its contents are used only by ``perform(on:)``, which runs
/// isolated to that same actor; the navigator, the turn and the target never leave it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct QueuedRequest<State: NavigationState>: @unchecked Sendable
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  let navigator: Navigator<State>
  let effect: HistoryEffect
  let turn: Navigator<State>.Turn
  let target: (State) -> State?

  /// Waits for the turn on `actor`, then plans, asks and applies the change there.
  func perform(
    on actor: isolated any Actor
  ) async -> Result<NavigationChange<State>?, NavigationRefusal<State>> {
    await navigator.perform(effect, turn: turn, target: target)
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State: StackPath {
  /// Pushes an element on top of the stack, at once unless an earlier change is waiting.
  ///
  /// The synchronous counterpart of `navigate(to:)`. A push removes nothing, so no guard can
  /// refuse it or keep it waiting.
  ///
  /// ```swift
  /// Button("Show recipe") { navigator.requestNavigation(to: .recipe(42)) }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to push.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/applied(_:)``, or ``NavigationOutcome/pending(_:)`` behind an
  ///   earlier change.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestNavigation(
    to element: State.Element, isolation: isolated (any Actor)? = #isolation
  ) -> NavigationOutcome<State> {
    request { $0.append(element) }
  }

  /// Pops the top element, at once when nothing stands in the way.
  ///
  /// The synchronous counterpart of ``pop()``: see ``request(isolation:_:)`` for what stands in
  /// the way.
  ///
  /// ```swift
  /// Button("Back") { navigator.requestPop() }
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the stack is empty, otherwise whether the
  ///   pop was applied, refused, or is pending.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestPop(isolation: isolated (any Actor)? = #isolation) -> NavigationOutcome<State>
  {
    request { _ = $0.pop(1) }
  }

  /// Pops every element, at once when nothing stands in the way.
  ///
  /// The synchronous counterpart of ``popToRoot()``.
  ///
  /// ```swift
  /// Button("Home") { navigator.requestPopToRoot() }
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the stack is empty, otherwise whether the
  ///   change was applied, refused, or is pending.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestPopToRoot(
    isolation: isolated (any Actor)? = #isolation
  ) -> NavigationOutcome<State> {
    request { _ = $0.pop($0.count) }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator where State == NavPath {
  /// Pushes a value of any `Hashable & Sendable` type, at once unless an earlier change is
  /// waiting.
  ///
  /// ```swift
  /// Button("Desserts") { navigator.requestNavigation(to: Category.desserts) }
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/applied(_:)``, or ``NavigationOutcome/pending(_:)`` behind an
  ///   earlier change.
  /// - Precondition: The caller is isolated to an actor, such as the main actor; from other code,
  ///   use the asynchronous operations.
  @discardableResult
  public func requestNavigation(
    to value: some Hashable & Sendable, isolation: isolated (any Actor)? = #isolation
  ) -> NavigationOutcome<State> {
    requestNavigation(to: NavPath.Element(value))
  }
}
