// Whether a transition fits a state, for each NavCore state: ``Transitionable/fits(_:)``. Each
// state's `misfit(_:)` says why a transition does not fit; `fits(_:)` and `apply(_:)` both ask
// it, so that what one refuses the other traps on.

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
    misfit(transition) == nil
  }

  /// Why the transition does not fit this path, or `nil` when it does.
  func misfit(_ transition: PathTransition<Element>) -> String? {
    (0...count).contains(transition.popCount)
      ? nil : "the transition pops \(transition.popCount) elements but the path holds \(count)"
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
    misfit(transition) == nil
  }

  /// Why the transition does not fit this state, or `nil` when it does.
  func misfit(_ transition: TabsTransition<Tab, Stack.Element>) -> String? {
    var result = self
    if let change = transition.tabs {
      do {
        result = try TabsState(
          tabs: change.new, selection: transition.switchedTab ?? selection,
          stacks: stacks(for: change.new))
      } catch {
        return "the new tab set does not fit: \(error)"
      }
    }
    let indices = result.indicesByTab()
    if let tab = transition.switchedTab, indices[tab] == nil {
      return "unknown tab \(tab)"
    }
    var changed = Set<Tab>()
    for change in transition.stackChanges {
      guard let index = indices[change.tab] else { return "unknown tab \(change.tab)" }
      guard changed.insert(change.tab).inserted else {
        return "two stack changes name \(change.tab)"
      }
      if let misfit = result.stacks[index].misfit(change.transition) {
        return "\(change.tab): \(misfit)"
      }
    }
    return nil
  }
}

extension SplitState {
  /// Whether each change starts from this state's value, the detail stack holds what it pops,
  /// and the result fits together.
  ///
  /// ```swift
  /// let split = SplitState<Category, Never, NavPath>(layout: .twoColumn)
  /// split.fits(
  ///   SplitTransition(
  ///     sidebarSelection: nil, contentSelection: nil,
  ///     columnVisibility: ValueTransition(from: .detailOnly, to: .all),
  ///     detail: PathTransition(popCount: 0, pushed: [])))
  /// // false: the visibility is .automatic, not .detailOnly
  /// ```
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``apply(_:)`` would not trap.
  /// - Complexity: O(1).
  public func fits(_ transition: SplitTransition<Sidebar, Content, Stack.Element>) -> Bool {
    misfit(transition) == nil
  }

  /// Why the transition does not fit this state, or `nil` when it does.
  func misfit(_ transition: SplitTransition<Sidebar, Content, Stack.Element>) -> String? {
    if let change = transition.layout, change.old != layout {
      return "the layout differs"
    }
    if let change = transition.sidebarSelection, change.old != sidebarSelection {
      return "the sidebar selection differs"
    }
    if let change = transition.contentSelection, change.old != contentSelection {
      return "the content selection differs"
    }
    if let change = transition.columnVisibility, change.old != columnVisibility {
      return "the column visibility differs"
    }
    if let misfit = detail.misfit(transition.detail) {
      return "detail: \(misfit)"
    }
    var result = self
    result.layout = transition.layout?.new ?? layout
    result.sidebarSelection = transition.sidebarSelection.map(\.new) ?? sidebarSelection
    result.contentSelection = transition.contentSelection.map(\.new) ?? contentSelection
    do {
      try result.checkParts(
        detailCount: detail.count - transition.detail.popCount + transition.detail.pushed.count)
    } catch {
      return "the result does not fit together: \(error)"
    }
    return nil
  }
}

extension PresentationState {
  /// Whether enough presentations are presented to dismiss, the base fits its steps, and each
  /// stack change names a distinct presentation that stays, whose stack holds what it pops.
  ///
  /// - Parameter transition: The steps to check.
  /// - Returns: `true` when ``apply(_:)`` would not trap.
  /// - Complexity: O(*c*) plus the base's check, where *c* is the number of stack changes.
  public func fits(_ transition: PresentationTransition<Base, Destination, Stack>) -> Bool {
    misfit(transition) == nil
  }

  /// Why the transition does not fit this state, or `nil` when it does.
  func misfit(_ transition: PresentationTransition<Base, Destination, Stack>) -> String? {
    guard (0...presentations.count).contains(transition.dismissCount) else {
      return "the transition dismisses \(transition.dismissCount) presentations but "
        + "\(presentations.count) are presented"
    }
    if let steps = transition.base, !base.fits(steps) {
      return "the base's steps do not fit it"
    }
    let kept = presentations.count - transition.dismissCount
    var levels = Set<Int>()
    for change in transition.stackChanges {
      guard (0..<kept).contains(change.level) else {
        return "no presentation stays at level \(change.level)"
      }
      guard levels.insert(change.level).inserted else {
        return "two stack changes name level \(change.level)"
      }
      if let misfit = presentations[change.level].stack.misfit(change.transition) {
        return "level \(change.level): \(misfit)"
      }
    }
    return nil
  }
}
