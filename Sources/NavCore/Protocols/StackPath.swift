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
/// A stack is a random-access, range-replaceable collection of its elements, root first, so the
/// standard operations (`append(_:)`, `append(contentsOf:)`, `removeLast(_:)`, `popLast()`,
/// `removeAll()`, `last`, `count`) are the collection's own. The navigation operations
/// (``pop(_:)``, ``popTo(_:)``, ``popTo(lastWhere:)``, ``Transitionable/transition(to:)``,
/// ``Transitionable/apply(_:)``) are written once, here, for both paths.
///
/// A stack is its own active stack (``ActiveStackProviding``) and reconciles by taking the saved
/// stack whole (``Transitionable/reconciled(with:)``).
public protocol StackPath: Transitionable, ActiveStackProviding,
  RandomAccessCollection, RangeReplaceableCollection
where
  Element: Hashable, Index == Int, Transition == PathTransition<Element>, DroppedPart == Never,
  ActiveStack == Self
{}

extension NavPath: StackPath {}

extension TypedPath: StackPath {}

extension StackPath {
  /// Pops up to `k` elements and reports how many were popped; never traps.
  ///
  /// The non-trapping twin of `removeLast(_:)`: asking for more elements than the path holds
  /// pops to the root; a negative `k` pops nothing.
  ///
  /// ```swift
  /// var path = NavPath([1, 2])
  /// path.pop(5)  // 2; path is empty
  /// ```
  ///
  /// - Parameter k: The number of elements to pop.
  /// - Returns: The number of elements actually popped.
  /// - Complexity: O(*k*).
  @inlinable
  @discardableResult
  public mutating func pop(_ k: Int) -> Int {
    let popped = Swift.max(0, Swift.min(k, count))
    removeLast(popped)
    return popped
  }

  /// Pops until the topmost element equal to `element` is on top.
  ///
  /// Nothing changes when no element equals `element`.
  ///
  /// ```swift
  /// var path: TypedPath<Route> = [.list, .detail(1), .settings]
  /// path.popTo(.list)  // true; path is [.list]
  /// ```
  ///
  /// - Parameter element: The element that should end up on top.
  /// - Returns: `true` when such an element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  @discardableResult
  public mutating func popTo(_ element: Element) -> Bool {
    popTo(lastWhere: { $0 == element })
  }

  /// Pops until the topmost element matching `predicate` is on top.
  ///
  /// Nothing changes when no element matches.
  ///
  /// ```swift
  /// path.popTo { $0.value(as: Recipe.self)?.isFavorite == true }
  /// ```
  ///
  /// - Parameter predicate: A test applied to elements from the top down.
  /// - Returns: `true` when a matching element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  @discardableResult
  public mutating func popTo(lastWhere predicate: (Element) throws -> Bool) rethrows -> Bool {
    guard let target = try lastIndex(where: predicate) else { return false }
    removeSubrange((target + 1)...)
    return true
  }

  /// Returns the steps that turn this path into `target`, keeping the longest common prefix.
  ///
  /// ```swift
  /// let path: TypedPath<Int> = [1, 2, 3]
  /// path.transition(to: [1, 9])  // pop 2, push [9]
  /// ```
  ///
  /// - Parameter target: The path to reach.
  /// - Returns: The pops, then the pushes, that lead from this path to `target`.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the paths.
  public func transition(to target: Self) -> PathTransition<Element> {
    PathTransition(from: self, to: target)
  }

  /// Pops, then pushes, as the transition says.
  ///
  /// `path.apply(path.transition(to: target))` leaves `path` equal to `target`.
  ///
  /// - Parameter transition: The steps to apply.
  /// - Precondition: The path holds at least `transition.popCount` elements.
  /// - Complexity: O(*k* + *m*), where *k* is the pop count and *m* the number of pushes.
  public mutating func apply(_ transition: PathTransition<Element>) {
    if let misfit = misfit(transition) {
      preconditionFailure("apply(_:): \(misfit)")
    }
    removeLast(transition.popCount)
    append(contentsOf: transition.pushed)
  }

  /// The path itself: a stack is its own active stack.
  ///
  /// ```swift
  /// var path = NavPath()
  /// path.activeStack.append(42)  // path == NavPath([42])
  /// ```
  public var activeStack: Self {
    get { self }
    set { self = newValue }
  }

  /// Returns `saved` whole: a stack has no shape to keep besides its elements.
  ///
  /// ```swift
  /// NavPath().reconciled(with: NavPath([42])).state  // NavPath([42])
  /// ```
  ///
  /// - Parameter saved: The path to carry over.
  /// - Returns: `saved`, with nothing dropped.
  /// - Complexity: O(1).
  public func reconciled(with saved: Self) -> NavReconciliation<Self> {
    NavReconciliation(state: saved)
  }
}
