// Whether a transition fits a state, for each NavCore state: ``Transitionable/fits(_:)``.

extension StackPath {
  /// Whether the path holds at least as many elements as the transition pops.
  ///
  /// ```swift
  /// NavPath([1, 2]).fits(PathTransition(popCount: 3, pushed: []))  // false
  /// ```
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``Transitionable/apply(_:)`` would not trap.
  /// - Complexity: O(1).
  public func fits(_ transition: PathTransition<Element>) -> Bool {
    (0...count).contains(transition.popCount)
  }
}

extension TabsState {
  /// Whether the new tab set (if any) is not empty, repeats no tab and holds the selection,
  /// and each stack change names a distinct declared tab whose stack holds what it pops.
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``apply(_:)`` would not trap and leaves a valid state.
  /// - Complexity: O(*t* + *c*), where *t* is the number of tabs and *c* of stack changes.
  public func fits(_ transition: TabsTransition<Tab, Stack.Element>) -> Bool {
    let newTabs = transition.tabs?.to ?? tabs
    let newStacks = transition.tabs == nil ? stacks : stacks(for: newTabs)
    let indices = Dictionary(zip(newTabs, newTabs.indices), uniquingKeysWith: { first, _ in first })
    let changedTabs = transition.stackChanges.map(\.tab)
    return !newTabs.isEmpty && indices.count == newTabs.count
      && indices[transition.switchedTab ?? selection] != nil
      && Set(changedTabs).count == changedTabs.count
      && transition.stackChanges.allSatisfy { change in
        indices[change.tab].map { newStacks[$0].fits(change.transition) } ?? false
      }
  }
}

extension SplitState {
  /// Whether each change starts from this state's value, the detail stack holds what it pops,
  /// and the result fits together.
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``apply(_:)`` would not trap.
  /// - Complexity: O(*k* + *m*), where *k* is the number of pops and *m* of pushes.
  public func fits(_ transition: SplitTransition<Sidebar, Content, Stack.Element>) -> Bool {
    guard transition.layout.map({ $0.from == layout }) ?? true,
      transition.sidebarSelection.map({ $0.from == sidebarSelection }) ?? true,
      transition.contentSelection.map({ $0.from == contentSelection }) ?? true,
      detail.fits(transition.detail)
    else { return false }
    var result = self
    result.layout = transition.layout?.to ?? layout
    result.sidebarSelection = transition.sidebarSelection.map(\.to) ?? sidebarSelection
    result.contentSelection = transition.contentSelection.map(\.to) ?? contentSelection
    result.detail.apply(transition.detail)
    return (try? result.checkParts()) != nil
  }
}

extension PresentationState {
  /// Whether enough presentations are presented to dismiss, the base fits its steps, and each
  /// stack change names a distinct presentation that stays, whose stack holds what it pops.
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``apply(_:)`` would not trap.
  /// - Complexity: O(*p* + *c*) plus the base's check, where *p* is the number of
  ///   presentations and *c* of stack changes.
  public func fits(_ transition: PresentationTransition<Base, Destination, Stack>) -> Bool {
    guard (0...presentations.count).contains(transition.dismissCount),
      transition.base.map({ base.fits($0) }) ?? true
    else { return false }
    let kept = presentations.count - transition.dismissCount
    let levels = transition.stackChanges.map(\.level)
    return Set(levels).count == levels.count
      && transition.stackChanges.allSatisfy { change in
        (0..<kept).contains(change.level)
          && presentations[change.level].stack.fits(change.transition)
      }
  }
}
