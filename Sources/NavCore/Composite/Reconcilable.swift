/// A navigation state that can take a saved state into its own shape: the tabs it declares, the
/// layout it has, and keep from the saved state what still fits.
///
/// An app that restores its state after an update decodes what the previous version saved, then
/// reconciles it into today's shape, which the state the app builds at launch describes:
///
/// ```swift
/// // Version 1 saved [home, profile], profile selected with one screen pushed.
/// let current = TabsState<AppTab, NavPath>(tabs: [.home, .search, .settings])
/// let restoration = current.reconciled(with: saved)
/// restoration.state    // today's tabs, with home's saved stack, home selected
/// restoration.dropped  // [.tab(.profile, stack: NavPath([42])), .selection(.profile)]
/// ```
///
/// ``TabsState``, ``SplitState``, ``PresentationState`` (over a reconcilable base), ``NavPath``
/// and ``TypedPath`` conform.
///
/// Why it is public, apart from ``Transitionable``: users constrain on it. Restoring after an
/// update is generic over the state (`func restore<State: Reconcilable>(...)`), and a
/// ``PresentationState`` reconciles only over a reconcilable base.
public protocol Reconcilable {
  /// A part of a saved state that did not fit: a tab that is no longer declared, a selection
  /// that has no column any more.
  associatedtype DroppedPart: Hashable

  /// Returns this state's shape filled with what fits of `saved`, and what did not fit.
  ///
  /// The result always keeps this state's shape and satisfies the state's invariants; it never
  /// traps, whatever `saved` holds.
  ///
  /// - Parameter saved: The state to carry over, typically decoded from a saved document.
  /// - Returns: The reconciled state and the parts of `saved` it dropped.
  func reconciled(with saved: Self) -> Reconciliation<Self>
}
