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
}

extension NavPath: Transitionable, StackPath {}

extension TypedPath: Transitionable, StackPath {}
