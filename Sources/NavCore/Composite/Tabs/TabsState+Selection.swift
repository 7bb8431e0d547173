extension TabsState {
  /// Selects a tab, keeping every tab's stack, and reports what happened.
  ///
  /// The non-trapping twin of setting ``selection``. Selecting the selected tab changes nothing;
  /// call ``reselect()`` for the pop-to-root convention.
  ///
  /// ```swift
  /// tabs.select(.search)   // .switched(from: .home)
  /// tabs.select(.search)   // .alreadySelected
  /// tabs.select(.profile)  // .unknownTab (not declared)
  /// ```
  ///
  /// - Parameter tab: The tab to select.
  /// - Returns: Whether the selection moved, stayed, or the tab is unknown.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  @discardableResult
  public mutating func select(_ tab: Tab) -> TabSelectionOutcome<Tab> {
    guard let index = tabs.firstIndex(of: tab) else { return .unknownTab }
    guard index != selectedIndex else { return .alreadySelected }
    let previous = selection
    selection = tab
    return .switched(from: previous)
  }

  /// Selects a tab and replaces its stack in one change: a deep link.
  ///
  /// ```swift
  /// // myapp://search/recipe/42
  /// tabs.select(.search, stack: [.detail(42)])
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - stack: The stack the tab shows afterwards.
  /// - Returns: Whether the selection moved or stayed; for an unknown tab, `.unknownTab` and
  ///   nothing changes.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  @discardableResult
  public mutating func select(_ tab: Tab, stack: Stack) -> TabSelectionOutcome<Tab> {
    let outcome = select(tab)
    if outcome != .unknownTab {
      activeStack = stack
    }
    return outcome
  }

  /// Pops the selected tab's stack to its root, as tapping the selected tab's item does.
  ///
  /// - Returns: The number of elements popped; 0 when the stack was already at its root.
  /// - Complexity: O(*n*), where *n* is the number of elements on the selected stack.
  @discardableResult
  public mutating func reselect() -> Int {
    activeStack.pop(activeStack.count)
  }
}
