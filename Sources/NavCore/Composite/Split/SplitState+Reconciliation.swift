extension SplitState {
  /// A part of a saved ``SplitState`` that today's layout has no column for.
  ///
  /// What another layout (``SplitViewLayout``) can lack is the content column and the detail
  /// stack its selection drove: the two cases are every part reconciling can drop, and the
  /// enumeration stays as it is in every 1.x release. Switch over it without a `default`.
  public enum DroppedPart: Hashable {
    /// The saved content selection: today's two-column layout has no content column.
    case contentSelection(Content)

    /// The saved detail stack: it belonged to the item of the column that drove it, and today's
    /// layout drives the detail column from another column.
    case detail(Stack)
  }

  /// Returns today's layout with the saved selections, detail stack and visibility carried over
  /// where they fit.
  ///
  /// With the same layout, the result is `saved` itself. With another layout, the result keeps
  /// this state's layout and the saved sidebar selection (both layouts have a sidebar) and
  /// column visibility; it drops the saved content selection when today's layout has no content
  /// column, and the saved detail stack, which belonged to the item of the column that drove it
  /// in the saved layout.
  ///
  /// ```swift
  /// // Version 1 saved three columns: desserts, apple pie, one detail
  /// // screen.
  /// let current = SplitState<Category, Recipe, NavPath>(
  ///   layout: .twoColumn)
  /// let restoration = current.reconciled(with: saved)
  /// restoration.state.sidebarSelection  // .desserts
  /// restoration.dropped
  /// // [.contentSelection(applePie), .detail(NavPath([42 as Int]))]
  /// ```
  ///
  /// - Parameter saved: The state to carry over, typically decoded from a saved document.
  /// - Returns: The reconciled state, and what was dropped: the saved content selection, then
  ///   the saved detail stack when it held elements.
  /// - Complexity: O(1).
  public func reconciled(with saved: SplitState) -> NavReconciliation<SplitState> {
    guard saved.layout != layout else { return NavReconciliation(state: saved) }
    var result = SplitState(layout: layout, columnVisibility: saved.columnVisibility)
    result.sidebarSelection = saved.sidebarSelection
    let dropped =
      (saved.contentSelection.map { [DroppedPart.contentSelection($0)] } ?? [])
      + (saved.detail.isEmpty ? [] : [.detail(saved.detail)])
    return NavReconciliation(state: result, dropped: dropped)
  }
}

extension SplitState.DroppedPart: Sendable where Content: Sendable, Stack: Sendable {}

extension SplitState.DroppedPart: CustomStringConvertible {
  /// What was dropped, as its case is written: `.contentSelection(.applePie)`,
  /// `.detail(NavPath([42 as Int]))`.
  public var description: String {
    switch self {
    case .contentSelection(let selection): ".contentSelection(\(shortDescription(of: selection)))"
    case .detail(let stack): ".detail(\(stack))"
    }
  }
}
