extension TabsState {
  /// Selects a tab, and reports what happened; given a stack, replaces that tab's stack in the
  /// same change (a deep link).
  ///
  /// The non-trapping twin of setting ``selection``. Without a stack, every tab keeps its stack,
  /// and selecting the selected tab changes nothing; call ``reselect()`` for the pop-to-root
  /// convention.
  ///
  /// ```swift
  /// tabs.select(.search)   // .switched(from: .home)
  /// tabs.select(.search)   // .unchanged
  /// tabs.select(.profile)  // .unknownTab (not declared)
  /// // myapp://search/recipe/42
  /// tabs.select(.search, stack: [.detail(42)])
  /// // .unchanged, the stack replaced
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - stack: The stack the tab shows afterwards; `nil` (the default) keeps its stack.
  /// - Returns: Whether the selection moved or stayed; for an unknown tab, `.unknownTab` and
  ///   nothing changes.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  @discardableResult
  public mutating func select(_ tab: Tab, stack: Stack? = nil) -> TabSelectionOutcome<Tab> {
    guard let index = tabs.firstIndex(of: tab) else { return .unknownTab }
    if let stack {
      stacks[index] = stack
    }
    guard index != selectedIndex else { return .unchanged }
    let previous = selection
    selection = tab
    return .switched(from: previous)
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
