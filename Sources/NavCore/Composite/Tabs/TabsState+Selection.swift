extension TabsState {
  /// Selects a tab, and reports what happened; given a stack, replaces that tab's stack in the
  /// same change (a deep link).
  ///
  /// The non-trapping twin of setting ``selection``. Without a stack, every tab keeps its stack,
  /// and selecting the selected tab changes nothing; call ``reselect()`` for the pop-to-root
  /// convention.
  ///
  /// ```swift
  /// tabs.select(.search)   // .changed
  /// tabs.select(.search)   // .unchanged
  /// tabs.select(.profile)  // .failed(error): not declared
  /// // myapp://search/recipe/42
  /// tabs.select(.search, stack: [.detail(42)])
  /// // .changed: the stack replaced
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab to select.
  ///   - stack: The stack the tab shows afterwards; `nil` (the default) keeps its stack.
  /// - Returns: `.changed` when the selection moved or the tab's stack was replaced by another,
  ///   `.unchanged` when the tab was selected and showed that stack already; for a tab that is
  ///   not declared, `.failed` with a ``CompositeStateError`` of kind
  ///   ``NavErrorKind/unknownTab``, and nothing changes.
  /// - Complexity: O(*t* + *n*), where *t* is the number of tabs and *n* the number of elements
  ///   of the tab's stack.
  @discardableResult
  public mutating func select(_ tab: Tab, stack: Stack? = nil) -> SelectionOutcome {
    guard let index = tabs.firstIndex(of: tab) else {
      return .failed(CompositeStateError(.unknownTab(String(describing: tab))))
    }
    var changed = index != selectedIndex
    if let stack, stack != stacks[index] {
      stacks[index] = stack
      changed = true
    }
    selectedIndex = index
    return changed ? .changed : .unchanged
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
