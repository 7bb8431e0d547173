extension TabsState {
  /// A part of a saved ``TabsState`` that today's tabs have no place for.
  ///
  /// What today's declaration can lack is a tab, and a saved tab appears in two places, its
  /// stack and the selection: the two cases are every part reconciling can drop, and the
  /// enumeration stays as it is in every 1.x release. Switch over it without a `default`.
  public enum DroppedPart: Hashable {
    /// A saved tab that is no longer declared, with the elements its stack held.
    case tab(Tab, stack: Stack)

    /// The saved selection, whose tab is no longer declared; the current selection stays.
    case selection(Tab)
  }

  /// Returns today's tabs with the saved stacks and selection carried over where their tab is
  /// still declared.
  ///
  /// The result declares this state's tabs, in this state's order. Each tab gets its saved stack
  /// when `saved` declares it, and keeps its current stack otherwise. The saved selection is
  /// carried over when its tab is still declared; otherwise the current selection stays.
  ///
  /// ```swift
  /// // Version 1 saved [home, profile], profile selected, one screen on
  /// // it.
  /// let current = TabsState<AppTab, NavPath>(
  ///   tabs: [.home, .search, .settings])
  /// let restoration = current.reconciled(with: saved)
  /// restoration.state.selection  // .home: profile is gone
  /// restoration.dropped
  /// // [.tab(.profile, stack: NavPath([42 as Int])), .selection(.profile)]
  /// ```
  ///
  /// - Parameter saved: The state to carry over, typically decoded from a saved document.
  /// - Returns: The reconciled state, and what was dropped: each saved tab that is no longer
  ///   declared and whose stack held elements (in the saved tab order; a gone tab with an empty
  ///   stack loses nothing and is not reported), then the saved selection if its tab is gone.
  /// - Complexity: O(*t*), where *t* is the number of tabs of both states.
  public func reconciled(with saved: TabsState) -> NavReconciliation<TabsState> {
    var result = self
    let savedIndices = saved.indicesByTab()
    for (index, tab) in tabs.enumerated() {
      if let savedIndex = savedIndices[tab] {
        result.stacks[index] = saved.stacks[savedIndex]
      }
    }
    let declared = indicesByTab()
    var dropped = zip(saved.tabs, saved.stacks).compactMap { tab, stack in
      declared[tab] != nil || stack.isEmpty ? nil : DroppedPart.tab(tab, stack: stack)
    }
    if case .failed = result.select(saved.selection) {
      dropped.append(.selection(saved.selection))
    }
    return NavReconciliation(state: result, dropped: dropped)
  }
}

extension TabsState.DroppedPart: Sendable where Tab: Sendable, Stack: Sendable {}

extension TabsState.DroppedPart: CustomStringConvertible {
  /// What was dropped, as its case is written: `.tab(.profile, stack: NavPath([42 as Int]))`,
  /// `.selection(.profile)`.
  public var description: String {
    switch self {
    case .tab(let tab, let stack): ".tab(\(shortDescription(of: tab)), stack: \(stack))"
    case .selection(let tab): ".selection(\(shortDescription(of: tab)))"
    }
  }
}
