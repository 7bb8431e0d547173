/// A navigation stack that the composite states hold: ``NavPath`` or ``TypedPath``.
///
/// Composite states are generic over their stack type, so an app chooses per state whether its
/// stacks are heterogeneous (`NavPath`, like SwiftUI's `NavigationPath`) or typed
/// (`TypedPath<Route>`, like a `[Route]` bound to `NavigationStack(path:)`).
///
/// ```swift
/// typealias Tabs = TabsState<AppTab, TypedPath<Route>>
/// typealias Sheets = PresentationState<NavPath, Sheet, NavPath>
/// ```
///
/// Why it is public: users constrain on it. The composite states take their stack type as a
/// generic parameter constrained to `StackPath`, and NavNavigator offers its stack operations
/// (`navigate(to:)`, `pop()`, `popTo(lastWhere:)`) to a navigator whose state is a `StackPath`.
/// It is one protocol for what a stack can do, so code written once over it serves both paths.
public protocol StackPath: Transitionable, RandomAccessCollection
where Element: Hashable, Index == Int, Transition == PathTransition<Element> {
  /// Creates an empty stack: only its root view shows.
  init()

  /// Creates a stack holding the given elements, root first.
  ///
  /// - Parameter elements: The elements, in order from the root.
  init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element

  /// Pops up to `k` elements and reports how many were popped; never traps.
  ///
  /// - Parameter k: The number of elements to pop.
  /// - Returns: The number of elements actually popped.
  mutating func pop(_ k: Int) -> Int

  /// Pushes an element on top of the stack.
  ///
  /// - Parameter element: The element to push.
  /// - Complexity: Amortized O(1).
  mutating func append(_ element: Element)

  /// Pops until the topmost element matching `predicate` is on top; nothing changes when none
  /// matches.
  ///
  /// - Parameter predicate: A test applied to elements from the top down.
  /// - Returns: `true` when a matching element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  mutating func popTo(lastWhere predicate: (Element) throws -> Bool) rethrows -> Bool
}

extension NavPath: Transitionable, StackPath {}

extension TypedPath: Transitionable, StackPath {}
