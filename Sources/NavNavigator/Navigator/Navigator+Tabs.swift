public import NavCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Selects a tab, keeping every tab's stack, as a `TabView`'s selection does.
  ///
  /// Selecting a tab removes nothing, so no guard can refuse it or keep it waiting: it is applied
  /// before the call returns unless an earlier change still waits for its guards.
  ///
  /// ```swift
  /// TabView(selection: Binding(
  ///   get: { navigator.state.selection },
  ///   set: { navigator.select($0) }))
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when `tab` is already selected or is not one of
  ///   the tabs, otherwise whether the change was applied or is pending.
  @discardableResult
  public func select<Tab, Stack>(
    _ tab: Tab, isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> where State == TabsState<Tab, Stack> {
    transaction { _ = $0.select(tab) }
  }

  /// Selects a tab, keeping every tab's stack, and waits until the change is applied.
  ///
  /// The `async` twin of ``select(_:isolation:)->NavigationOutcome<State>``: in `async` code, `try
  /// await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does. A
  /// button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.select(.search)
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  /// - Returns: The applied change, or `nil` when `tab` is already selected or is not one of
  ///   the tabs.
  /// - Throws: ``NavigationRefusal`` when the user interface changed the state after the call;
  ///   the change is then not applied.
  @discardableResult
  public func select<Tab, Stack>(
    _ tab: Tab, isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>?
  where State == TabsState<Tab, Stack> {
    try await select(tab, isolation: isolation).value
  }
}
