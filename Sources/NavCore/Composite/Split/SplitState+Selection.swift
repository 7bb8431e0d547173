extension SplitState {
  /// Selects a sidebar item, or clears the sidebar selection, and clears what depended on it.
  ///
  /// A new sidebar selection clears the content selection and the detail stack: they belonged to
  /// the previous item. Selecting the selected item keeps them.
  ///
  /// ```swift
  /// split.select(sidebar: .mains)
  /// // .changed; no recipe selected, detail at its root
  /// ```
  ///
  /// - Parameter selection: The item to select, or `nil` to clear the selection.
  /// - Returns: `.changed` or `.unchanged`.
  /// - Complexity: O(*n*), where *n* is the number of elements on the detail stack.
  @discardableResult
  public mutating func select(sidebar selection: Sidebar?) -> SplitSelectionOutcome {
    guard selection != sidebarSelection else { return .unchanged }
    sidebarSelection = selection
    contentSelection = nil
    detail = Stack()
    return .changed
  }

  /// Selects a content item, or clears the content selection, and clears the detail stack.
  ///
  /// Selecting the selected item keeps the detail stack.
  ///
  /// ```swift
  /// split.select(content: applePie)  // .changed; detail at its root
  /// ```
  ///
  /// - Parameter selection: The item to select, or `nil` to clear the selection.
  /// - Returns: `.changed` or `.unchanged`; `.noContentColumn` in a two-column layout and
  ///   `.noSidebarSelection` when the sidebar has no selection, and then nothing changes.
  /// - Complexity: O(*n*), where *n* is the number of elements on the detail stack.
  @discardableResult
  public mutating func select(content selection: Content?) -> SplitSelectionOutcome {
    guard selection != contentSelection else { return .unchanged }
    guard layout == .threeColumn else { return .noContentColumn }
    guard sidebarSelection != nil else { return .noSidebarSelection }
    contentSelection = selection
    detail = Stack()
    return .changed
  }
}
