/// The navigation state of a tab view: the selected tab and one stack per tab.
///
/// `TabsState` models SwiftUI's `TabView` with a `NavigationStack` in each tab. The tabs are the
/// app's own `Hashable` type, declared up front in display order. Each tab keeps its own stack, so
/// switching tabs never loses where the user was; re-selecting the selected tab pops its stack to
/// the root (the platform convention) through the explicit ``reselect()``.
///
/// ```swift
/// enum AppTab: Hashable, Sendable { case home, search, settings }
///
/// var tabs = TabsState<AppTab, TypedPath<Route>>(
///   tabs: [.home, .search, .settings])
/// tabs.activeStack.append(.detail(42))  // pushes on the home tab
/// tabs.select(.search)  // .changed; home keeps its stack
/// tabs.select(.home)
/// tabs.reselect()  // 1: home is back at its root
/// ```
///
/// ## Persistence
/// The state is three plain stored properties: ``tabs``, ``selection`` and ``stacks`` (one per
/// tab, in the order of `tabs`). ``init(tabs:selection:stacks:)`` rebuilds it from decoded parts
/// and throws, never traps, when they do not fit together.
///
/// ## Performance
/// Looking a tab up is O(*t*), where *t* is the number of tabs: tab views hold a handful of tabs,
/// for which a linear scan beats hashing. The operations that look every tab up (the validating
/// initializer beyond 16 tabs, transitions between different tab sets, reconciliation) hash
/// instead, so a saved document with a great many tabs costs linear, not quadratic, time.
public struct TabsState<Tab: Hashable, Stack: StackPath> {
  /// The tabs, in display order.
  public let tabs: [Tab]

  /// The stacks, one per tab, in the order of ``tabs``.
  public internal(set) var stacks: [Stack]

  /// The position of the selected tab in ``tabs``.
  var selectedIndex: Int

  /// Creates a tab view state with every stack at its root, validating the parts.
  ///
  /// The non-trapping twin of ``init(tabs:selection:)``, for parts that come from outside.
  ///
  /// - Parameters:
  ///   - tabs: The tabs in display order; not empty, no tab twice.
  ///   - selection: The selected tab; one of `tabs`.
  ///   - stacks: One stack per tab, in the order of `tabs`.
  /// - Throws: ``CompositeStateError`` when `tabs` is empty or repeats a tab, when `selection` is
  ///   not one of them, or when the number of stacks differs from the number of tabs.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  public init(tabs: [Tab], selection: Tab, stacks: [Stack]) throws(CompositeStateError) {
    // By count, not `isEmpty`: Docs/Performance.md, "1.0 surface (2026-12-05, issue 42)".
    guard tabs.count > 0 else { throw CompositeStateError(.noTabs) }
    if let index = Self.firstRepeat(in: tabs) {
      throw CompositeStateError(.duplicateTab(index: index, tab: String(describing: tabs[index])))
    }
    guard let selectedIndex = tabs.firstIndex(of: selection) else {
      throw CompositeStateError(.unknownTab(String(describing: selection)))
    }
    guard stacks.count == tabs.count else {
      throw CompositeStateError(.stackCountMismatch(tabs: tabs.count, stacks: stacks.count))
    }
    self.tabs = tabs
    self.stacks = stacks
    self.selectedIndex = selectedIndex
  }

  /// Creates a tab view state with every stack at its root.
  ///
  /// ```swift
  /// let tabs = TabsState<AppTab, NavPath>(
  ///   tabs: [.home, .search], selection: .search)
  /// ```
  ///
  /// - Parameters:
  ///   - tabs: The tabs in display order.
  ///   - selection: The selected tab; the first tab when `nil`.
  /// - Precondition: `tabs` is not empty, repeats no tab, and contains `selection`. Use
  ///   ``init(tabs:selection:stacks:)`` for a form that throws instead.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  public init(tabs: [Tab], selection: Tab? = nil) {
    guard let selection = selection ?? tabs.first else {
      preconditionFailure(CompositeStateError(.noTabs).description)
    }
    do {
      try self.init(
        tabs: tabs, selection: selection, stacks: Array(repeating: Stack(), count: tabs.count))
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// The selected tab.
  ///
  /// Bind it to `TabView(selection:)`. Setting it keeps every tab's stack.
  ///
  /// - Precondition: A new value is one of ``tabs``. Use ``select(_:stack:)`` for a form that
  ///   reports an unknown tab instead of trapping.
  /// - Complexity: O(1) to read, O(*t*) to set, where *t* is the number of tabs.
  public var selection: Tab {
    get { tabs[selectedIndex] }
    set {
      guard let index = tabs.firstIndex(of: newValue) else {
        preconditionFailure(
          CompositeStateError(.unknownTab(String(describing: newValue))).description)
      }
      selectedIndex = index
    }
  }

  /// The position of the first tab that repeats an earlier one, or `nil` when none does.
  ///
  /// A few tabs are compared pairwise, which for a tab view's handful costs less than a set's
  /// hashing and allocation; more are hashed, so that a hostile document costs linear time.
  ///
  /// - Complexity: O(*t*) expected, where *t* is the number of tabs.
  private static func firstRepeat(in tabs: [Tab]) -> Int? {
    if tabs.count <= pairwiseLimit {
      // Over `0..<count`, not `indices`: Docs/Performance.md, "1.0 surface (2026-12-05, issue 42)".
      for index in 0..<tabs.count {
        for earlier in 0..<index where tabs[earlier] == tabs[index] { return index }
      }
      return nil
    }
    var declared = Set<Tab>(minimumCapacity: tabs.count)
    for index in tabs.indices where !declared.insert(tabs[index]).inserted { return index }
    return nil
  }

  /// The most tabs ``firstRepeat(in:)`` compares pairwise: at most 120 comparisons.
  private static var pairwiseLimit: Int { 16 }

  /// The position of each tab in ``tabs``, for the operations that look many tabs up: O(*t*)
  /// to build, then O(1) per look-up, so that a state with many tabs (a hostile document) costs
  /// linear, not quadratic, time.
  package func indicesByTab() -> [Tab: Int] {
    Dictionary(zip(tabs, tabs.indices), uniquingKeysWith: { first, _ in first })
  }

  /// Returns the stack of the given tab, or `nil` when the tab is not declared.
  ///
  /// - Parameter tab: The tab whose stack to read.
  /// - Returns: The tab's stack, or `nil` for an unknown tab.
  /// - Complexity: O(*t*), where *t* is the number of tabs.
  public func stack(for tab: Tab) -> Stack? {
    tabs.firstIndex(of: tab).map { stacks[$0] }
  }

  /// Changes the stack of the given tab, selected or not, in place.
  ///
  /// ```swift
  /// tabs.updateStack(for: .settings) { $0.removeAll() }
  /// ```
  ///
  /// - Parameters:
  ///   - tab: The tab whose stack to change.
  ///   - body: A closure that changes the stack.
  /// - Returns: What `body` returned, or `nil` when the tab is not declared (nothing changes).
  /// - Complexity: O(*t*), where *t* is the number of tabs, plus the cost of `body`.
  @discardableResult
  public mutating func updateStack<Result>(
    for tab: Tab, _ body: (inout Stack) throws -> Result
  ) rethrows -> Result? {
    guard let index = tabs.firstIndex(of: tab) else { return nil }
    return try body(&stacks[index])
  }
}

extension TabsState: Equatable, Hashable {}
extension TabsState: Sendable where Tab: Sendable, Stack: Sendable {}

extension TabsState: ActiveStackProviding {
  /// The selected tab's stack: where a push goes.
  ///
  /// ```swift
  /// tabs.activeStack.append(.detail(42))
  /// ```
  ///
  /// - Complexity: O(1).
  public var activeStack: Stack {
    get { stacks[selectedIndex] }
    _modify { yield &stacks[selectedIndex] }
    set { stacks[selectedIndex] = newValue }
  }
}

extension TabsState: CustomStringConvertible {
  /// The selection, then each tab with its stack, as in
  /// `TabsState(selection: .home, .home: NavPath([42 as Int]), .search: NavPath([]))`.
  public var description: String {
    let stacks = zip(tabs, stacks).map { "\(shortDescription(of: $0)): \($1)" }
    return
      "TabsState(selection: \(shortDescription(of: selection)), \(stacks.joined(separator: ", ")))"
  }
}
