public import NavCore

// The composite states of NavCore as states a Navigator can own: what leaves the screen when a
// transition applies is what their stacks pop, top first, and the stacks of dismissed sheets.

extension TabsState: NavigationState {
  /// Returns the elements that `transition` removes: what it pops from the stacks of the tabs
  /// that stay (each stack's top first, in the order of the transition's stack changes), then
  /// every element of the tabs that go away when the tab set changes (in tab order, each stack's
  /// top first).
  ///
  /// - Parameter transition: A transition planned from this state.
  /// - Returns: The removed elements, the first to leave first.
  /// - Complexity: O(*t* + *k*), where *t* is the number of tabs and *k* the number of removed
  ///   elements.
  public func elementsRemoved(by transition: TabsTransition<Tab, Stack.Element>) -> [Stack.Element]
  {
    let indices = indicesByTab()
    let popped = transition.stackChanges.flatMap { change in
      change.transition.elementsPopped(from: indices[change.tab].map { stacks[$0] } ?? Stack())
    }
    guard let change = transition.tabs else { return popped }
    let kept = Set(change.new)
    let gone = zip(tabs, stacks).filter { !kept.contains($0.0) }.flatMap { $0.1.reversed() }
    return popped + gone
  }
}

extension SplitState: NavigationState {
  /// Returns the elements that `transition` pops from the detail stack, top first.
  ///
  /// Selections are not elements: a changed selection shows through the transition itself. A
  /// changed layout replaces the whole detail stack, so all of it is removed.
  ///
  /// - Parameter transition: A transition planned from this state.
  /// - Returns: The removed detail elements, the first to leave first.
  public func elementsRemoved(
    by transition: SplitTransition<Sidebar, Content, Stack.Element>
  ) -> [Stack.Element] {
    transition.detail.elementsPopped(from: detail)
  }
}

extension PresentationState: NavigationState
where Base: NavigationState, Base.Element == Stack.Element {
  /// Returns the elements that leave with `transition`: the stacks of the dismissed
  /// presentations (topmost presentation first, each stack's top first), then what the kept
  /// presentations' stacks pop, then what the base removes.
  ///
  /// - Parameter transition: A transition planned from this state.
  /// - Returns: The removed elements, the first to leave first.
  public func elementsRemoved(
    by transition: PresentationTransition<Base, Destination, Stack>
  ) -> [Stack.Element] {
    let dismissed = presentations.suffix(transition.dismissCount).reversed().flatMap {
      Array($0.stack.reversed())
    }
    let popped = transition.stackChanges.reversed().flatMap { change in
      change.transition.elementsPopped(from: presentations[change.level].stack)
    }
    let fromBase = transition.base.map { base.elementsRemoved(by: $0) } ?? []
    return dismissed + popped + fromBase
  }
}
