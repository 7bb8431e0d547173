/// The steps that turn one ``TabsState`` into another: the change of the declared tabs, if any,
/// then the stacks that change, then the tab switch.
///
/// Between two states that declare the same tabs, a transition pops and pushes on the stacks that
/// differ and switches tabs. Between two states that declare different tabs (a saved state from an
/// older version of the app), it first replaces the tab set: the tabs that are no longer declared
/// go away with their stacks, the new ones start at their root, and the stack changes then bring
/// every stack to the target's. ``changesShape`` tells a renderer to rebuild rather than animate.
///
/// ```swift
/// let transition = shown.transition(to: next)
/// print(transition)  // .home: pop 2; switch to .search
///
/// // saved declares [home, profile]:
/// let restore = current.transition(to: saved)
/// print(restore)
/// // tabs: [.home, .search] -> [.home, .profile]; .profile:
/// // push [42 as Int]; switch to .profile
/// restore.changesShape  // true
/// ```
public struct TabsTransition<Tab: Hashable, Element: Hashable>: Hashable {
  /// One tab's stack change.
  public struct StackChange: Hashable {
    /// The tab whose stack changes.
    public var tab: Tab

    /// The pops and pushes on that tab's stack.
    public var transition: PathTransition<Element>

    /// Creates a stack change.
    ///
    /// - Parameters:
    ///   - tab: The tab whose stack changes.
    ///   - transition: The pops and pushes on that tab's stack.
    public init(tab: Tab, transition: PathTransition<Element>) {
      self.tab = tab
      self.transition = transition
    }
  }

  /// The change of the declared tabs, or `nil` when both states declare the same tabs in the same
  /// order.
  ///
  /// A tab of `from` that is not in `to` goes away with its stack; a tab of `to` that is not in
  /// `from` starts at its root, and a stack change then pushes its elements.
  public var tabs: ValueTransition<[Tab]>?

  /// The stack changes, in the target's tab order; tabs whose stacks stay as they are are left
  /// out.
  public var stackChanges: [StackChange]

  /// The tab to switch to, or `nil` when the selection stays.
  public var switchedTab: Tab?

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - tabs: The change of the declared tabs, or `nil` when they stay; `nil` unless given.
  ///   - stackChanges: The stack changes, in the target's tab order.
  ///   - switchedTab: The tab to switch to, or `nil` when the selection stays.
  public init(
    tabs: ValueTransition<[Tab]>? = nil, stackChanges: [StackChange], switchedTab: Tab?
  ) {
    self.tabs = tabs
    self.stackChanges = stackChanges
    self.switchedTab = switchedTab
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    tabs == nil && stackChanges.isEmpty && switchedTab == nil
  }
}

extension TabsTransition: ShapeAwareTransition {
  /// Whether the transition changes the declared tabs: then a renderer rebuilds the tab view
  /// rather than animating.
  public var changesShape: Bool { tabs != nil }
}

extension TabsTransition: Sendable where Tab: Sendable, Element: Sendable {}
extension TabsTransition.StackChange: Sendable where Tab: Sendable, Element: Sendable {}

extension TabsTransition: CustomStringConvertible {
  /// The steps, as in `.home: pop 2; switch to .search`,
  /// `tabs: [.home, .profile] -> [.home, .search]; switch to .home`, or `none`.
  public var description: String {
    let steps =
      (tabs.map {
        ["tabs: \(shortDescription(ofList: $0.old)) -> \(shortDescription(ofList: $0.new))"]
      } ?? [])
      + stackChanges.map { "\(shortDescription(of: $0.tab)): \($0.transition)" }
      + (switchedTab.map { ["switch to \(shortDescription(of: $0))"] } ?? [])
    return steps.isEmpty ? "none" : steps.joined(separator: "; ")
  }
}

extension TabsState: Transitionable {
  /// Returns the steps that turn this state into `target`: the change of the declared tabs when
  /// they differ, each changed stack's pops and pushes, then the tab switch.
  ///
  /// Defined for any two states: when `target` declares other tabs, the transition replaces the
  /// tab set (see ``TabsTransition/tabs``) and reports ``TabsTransition/changesShape``.
  ///
  /// - Parameter target: The state to reach; it may declare other tabs.
  /// - Returns: The tab set change, the stack changes in the target's tab order, and the tab to
  ///   switch to.
  /// - Complexity: O(*t* + *n*), where *t* is the number of tabs of both states and *n* the
  ///   total number of elements on their stacks.
  public func transition(to target: TabsState) -> TabsTransition<Tab, Stack.Element> {
    let sameTabs = tabs == target.tabs
    let oldStacks = sameTabs ? stacks : stacks(for: target.tabs)
    let changes = zip(target.tabs, zip(oldStacks, target.stacks)).compactMap { tab, pair in
      let transition = pair.0.transition(to: pair.1)
      return transition.isEmpty ? nil : TabsTransition.StackChange(tab: tab, transition: transition)
    }
    return TabsTransition(
      tabs: sameTabs ? nil : ValueTransition(from: tabs, to: target.tabs),
      stackChanges: changes,
      switchedTab: selection == target.selection ? nil : target.selection)
  }

  /// Replaces the declared tabs when the transition says so, performs the stack changes, then
  /// switches tabs.
  ///
  /// Replacing the tabs keeps the stack of every tab that stays declared, drops the stacks of the
  /// tabs that go away, and starts the new tabs at their root.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a state equal to this one.
  /// - Precondition: The new tab set is not empty, repeats no tab and holds the selection; the
  ///   stack changes name distinct declared tabs; each stack holds at least as many elements as
  ///   its change pops: ``fits(_:)`` is `false` exactly when this traps. A transition planned
  ///   from this state always fits.
  /// - Complexity: O(*t* + *k* + *m*), where *t* is the number of tabs, *k* the number of pops
  ///   and *m* of pushes.
  public mutating func apply(_ transition: TabsTransition<Tab, Stack.Element>) {
    if let misfit = misfit(transition) {
      preconditionFailure("TabsState.apply(_:): \(misfit)")
    }
    if let change = transition.tabs {
      let kept = stacks(for: change.new)
      self = TabsState(tabs: change.new, selection: transition.switchedTab ?? selection)
      stacks = kept
    }
    let indices = transition.stackChanges.isEmpty ? [:] : indicesByTab()
    for change in transition.stackChanges {
      // `misfit(_:)` found every tab declared.
      stacks[indices[change.tab]!].apply(change.transition)
    }
    if let tab = transition.switchedTab {
      selection = tab
    }
  }

}

extension TabsState {
  /// Returns the stack of each of the given tabs, an empty one for a tab this state does not
  /// declare.
  ///
  /// - Parameter tabs: The tabs whose stacks to return, in order.
  /// - Returns: One stack per tab of `tabs`.
  /// - Complexity: O(*t*), where *t* is the number of tabs of both lists.
  func stacks(for tabs: [Tab]) -> [Stack] {
    let indices = indicesByTab()
    return tabs.map { indices[$0].map { stacks[$0] } ?? Stack() }
  }
}
