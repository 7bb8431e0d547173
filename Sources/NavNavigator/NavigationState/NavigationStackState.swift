/// A navigation state that is a single stack: elements pushed on top of a root, popped from the top.
///
/// A ``Navigator`` over such a state offers the stack operations of the router pattern:
/// `navigate(to:)`, ``Navigator/pop()``, ``Navigator/popToRoot()`` and
/// ``Navigator/popTo(lastWhere:)``.
public protocol NavigationStackState: NavigationState, BidirectionalCollection {
  /// Pushes an element on top of the stack.
  ///
  /// - Parameter element: The element to push.
  mutating func append(_ element: Element)

  /// Pops up to `k` elements off the top of the stack, never trapping.
  ///
  /// - Parameter k: The number of elements to pop.
  /// - Returns: The number of elements popped.
  mutating func pop(_ k: Int) -> Int

  /// Pops the elements above the last one that satisfies `predicate`.
  ///
  /// - Parameter predicate: The test for the element to return to.
  /// - Returns: Whether an element satisfied `predicate`; when none does, the stack is unchanged.
  mutating func popTo(lastWhere predicate: (Element) throws -> Bool) rethrows -> Bool
}
