public import NavCore

/// One change a ``Navigator`` applied: the state before, the state after, and the planned
/// transition between them.
///
/// A navigator delivers every change it applies, in order, to each sequence returned by
/// ``Navigator/changes(bufferingPolicy:)``; a transaction of several steps is one change.
///
/// ```swift
/// for await change in navigator.changes() {
///   print(change)
///   // pop 2, push [99 as Int], removed [7 as Int, 42 as Int]
/// }
/// ```
public struct NavigationChange<State: NavigationState>: Sendable
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  /// The state before the change.
  public let old: State

  /// The state after the change.
  public let new: State

  /// The steps from ``old`` to ``new``.
  public let transition: State.Transition

  /// The elements of ``old`` that the change removes, in the order they leave: the top first.
  public let removed: [State.Element]

  /// Plans the change from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: The state before the change.
  ///   - new: The state after the change.
  /// - Complexity: The cost of `old.transition(to: new)` plus that of listing the removed
  ///   elements.
  public init(from old: State, to new: State) {
    let transition = old.transition(to: new)
    self.old = old
    self.new = new
    self.transition = transition
    self.removed = old.elementsRemoved(by: transition)
  }
}

extension NavigationChange: Hashable {}

extension NavigationChange: CustomStringConvertible, CustomDebugStringConvertible {
  /// The transition and the elements it removes, top first, as in
  /// `pop 2, push [99 as Int], removed [7 as Int, 42 as Int]`.
  public var description: String {
    "\(transition), removed \(shortDescription(ofList: removed))"
  }

  /// The transition and the removed elements with module-qualified names, as in
  /// `pop 2, push [99 as Swift.Int], removed [7 as Swift.Int, 42 as Swift.Int]`.
  public var debugDescription: String {
    "\(String(reflecting: transition)), removed \(qualifiedDescription(ofList: removed))"
  }
}
