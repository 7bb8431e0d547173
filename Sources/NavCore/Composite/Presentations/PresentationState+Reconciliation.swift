extension PresentationState {
  /// What the base drops: presentations are always carried over.
  public typealias DroppedPart = Base.DroppedPart

  /// Returns the base reconciled into today's shape, with the saved presentations over it.
  ///
  /// The base is reconciled by its own ``Transitionable/reconciled(with:)``: today's tabs or
  /// layout, with what fits of the saved base. The saved presentations are carried over whole,
  /// with their stacks: a presentation does not depend on the shape of what it covers.
  ///
  /// ```swift
  /// typealias Tabs = TabsState<AppTab, NavPath>
  /// typealias App = PresentationState<Tabs, Sheet, NavPath>
  /// let current = App(base: TabsState(tabs: [.home, .search, .settings]))
  /// let restoration = current.reconciled(with: saved)
  /// restoration.state.presentations  // the saved sheets, with their stacks
  /// restoration.dropped              // what the tabs dropped
  /// ```
  ///
  /// - Parameter saved: The state to carry over, typically decoded from a saved document.
  /// - Returns: The reconciled state, and what the base dropped.
  /// - Complexity: The cost of reconciling the base.
  public func reconciled(with saved: PresentationState) -> NavReconciliation<PresentationState> {
    let base = self.base.reconciled(with: saved.base)
    return NavReconciliation(
      state: PresentationState(base: base.state, presentations: saved.presentations),
      dropped: base.dropped)
  }
}
