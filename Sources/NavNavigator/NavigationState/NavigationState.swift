public import NavCore

/// A navigation state that a ``Navigator`` can own: a value that can plan the transition to
/// another state and say which of its elements that transition removes.
///
/// It refines NavCore's `Transitionable` (plan a transition, apply it) with what a navigator needs
/// besides: which elements a transition removes, for guards and leave handlers. `NavPath`,
/// `TypedPath` and the composite states (`TabsState`, `SplitState`, `PresentationState`) conform.
///
/// ```swift
/// let old: TypedPath<Int> = [1, 2, 3]
/// let transition = old.transition(to: [1, 9])
/// old.elementsRemoved(by: transition)  // [3, 2]
/// ```
///
/// The protocol does not require `Sendable`, so that generic states such as `TypedPath<Route>`
/// can conform whatever their element; a ``Navigator`` requires the state, its elements and its
/// transitions to be `Sendable`, because it sends changes to other tasks.
///
/// A composite state of the app's own conforms to be owned by a navigator; a navigator whose
/// state is also a `StackPath` (`NavPath`, `TypedPath`) adds the stack operations.
public protocol NavigationState: Transitionable {
  /// What the state holds and what a change can remove: a screen on a stack.
  associatedtype Element: Hashable

  /// Returns the elements of this state that `transition` removes, in the order they leave: the
  /// top of a stack first.
  ///
  /// - Parameter transition: A transition planned from this state.
  /// - Returns: The removed elements, the first to leave first; empty when nothing leaves.
  func elementsRemoved(by transition: Transition) -> [Element]
}
