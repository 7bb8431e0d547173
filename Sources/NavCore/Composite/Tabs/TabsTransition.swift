/// The steps that turn one ``TabsState`` into another: the stacks that change, then the tab
/// switch.
///
/// ```swift
/// let transition = shown.transition(to: next)
/// print(transition)  // home: pop 2; switch to search
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

  /// The stack changes, in tab order; tabs whose stacks stay as they are are left out.
  public var stackChanges: [StackChange]

  /// The tab to switch to, or `nil` when the selection stays.
  public var switchedTab: Tab?

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - stackChanges: The stack changes, in tab order.
  ///   - switchedTab: The tab to switch to, or `nil` when the selection stays.
  public init(stackChanges: [StackChange], switchedTab: Tab?) {
    self.stackChanges = stackChanges
    self.switchedTab = switchedTab
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    stackChanges.isEmpty && switchedTab == nil
  }
}

extension TabsTransition: Sendable where Tab: Sendable, Element: Sendable {}
extension TabsTransition.StackChange: Sendable where Tab: Sendable, Element: Sendable {}

extension TabsTransition: CustomStringConvertible {
  /// The steps, as in `home: pop 2; switch to search`, or `none`.
  public var description: String {
    let steps =
      stackChanges.map { "\($0.tab): \($0.transition)" }
      + (switchedTab.map { ["switch to \($0)"] } ?? [])
    return steps.isEmpty ? "none" : steps.joined(separator: "; ")
  }
}

extension TabsState: Transitionable {
  /// Returns the steps that turn this state into `target`: each changed stack's pops and pushes,
  /// then the tab switch.
  ///
  /// - Parameter target: The state to reach; it declares the same tabs.
  /// - Returns: The stack changes in tab order, and the tab to switch to.
  /// - Precondition: Both states declare the same tabs in the same order.
  /// - Complexity: O(*n*), where *n* is the total number of elements on both states' stacks.
  public func transition(to target: TabsState) -> TabsTransition<Tab, Stack.Element> {
    precondition(
      tabs == target.tabs, "TabsState.transition(to:): the states declare different tabs")
    let changes = zip(tabs, zip(stacks, target.stacks)).compactMap { tab, pair in
      let transition = pair.0.transition(to: pair.1)
      return transition.isEmpty ? nil : TabsTransition.StackChange(tab: tab, transition: transition)
    }
    return TabsTransition(
      stackChanges: changes,
      switchedTab: selection == target.selection ? nil : target.selection)
  }

  /// Performs the stack changes, then switches tabs.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a state equal to this one.
  /// - Precondition: Every tab the transition names is declared, and each stack holds at least
  ///   as many elements as its change pops.
  /// - Complexity: O(*k* + *m*), where *k* is the number of pops and *m* of pushes.
  public mutating func apply(_ transition: TabsTransition<Tab, Stack.Element>) {
    for change in transition.stackChanges {
      let applied: Void? = updateStack(for: change.tab) { $0.apply(change.transition) }
      precondition(applied != nil, "TabsState.apply(_:): unknown tab \(change.tab)")
    }
    if let tab = transition.switchedTab {
      selection = tab
    }
  }
}
