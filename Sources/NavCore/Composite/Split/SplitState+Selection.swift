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
  /// - Returns: `.changed` or `.unchanged`; a sidebar selection is never `.failed`.
  /// - Complexity: O(*n*), where *n* is the number of elements on the detail stack.
  @discardableResult
  public mutating func select(sidebar selection: Sidebar?) -> SelectionOutcome {
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
  /// - Returns: `.changed` or `.unchanged`; `.failed` with a ``CompositeStateError`` of kind
  ///   ``NavErrorKind/contentInTwoColumnLayout`` in a two-column layout and
  ///   ``NavErrorKind/contentWithoutSidebar`` when the sidebar has no selection, and then
  ///   nothing changes.
  /// - Complexity: O(*n*), where *n* is the number of elements on the detail stack.
  @discardableResult
  public mutating func select(content selection: Content?) -> SelectionOutcome {
    guard selection != contentSelection else { return .unchanged }
    guard layout == .threeColumn else {
      return .failed(CompositeStateError(.contentInTwoColumnLayout))
    }
    guard sidebarSelection != nil else {
      return .failed(CompositeStateError(.contentWithoutSidebar))
    }
    contentSelection = selection
    detail = Stack()
    return .changed
  }
}
