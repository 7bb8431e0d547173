/// A navigation value that can plan the change to another value of its type, check it, replay
/// it, and take a saved value into its own shape.
///
/// Conformers are `Sendable` whenever their contents are, as ``TypedPath`` is when its routes are.
///
/// Every navigation value in NavCore conforms: the stacks (``NavPath``, ``TypedPath``) and the
/// composite states built from them (``TabsState``, ``SplitState``, ``PresentationState``). A
/// renderer diffs the state it shows against the new state and animates the steps; a test checks
/// that applying the steps reaches the target; a receiver checks a transition decoded from
/// another device with ``fits(_:)`` before applying it; an app restoring after an update
/// reconciles what the previous version saved into today's shape.
///
/// Any two values of a type have a transition, whatever their shape: two tab views that declare
/// different tabs, two split views with different layouts, presentation chains of any depth. A
/// change of shape is a step of its own (see ``ShapeAwareTransition/changesShape``), so a
/// renderer can show the new shape without animating. That is what makes a saved state from
/// another version of the app safe to hand over: `current.transition(to: restored)` never traps.
///
/// ```swift
/// var shown = TabsState<AppTab, NavPath>(tabs: [.home, .search])
/// var next = shown
/// next.select(.search)
/// let transition = shown.transition(to: next)  // switch to .search
/// shown.apply(transition)                      // shown == next
/// ```
///
/// A composite state of the app's own conforms to join the others: to be presented over, or
/// owned by a navigator.
public protocol Transitionable: Hashable {
  /// The plain-data steps from one value to another.
  associatedtype Transition: ShapeAwareTransition

  /// A part of a saved value that did not fit today's shape: a tab that is no longer declared, a
  /// selection that has no column any more. `Never` for a stack, which takes a saved stack whole.
  associatedtype DroppedPart: Hashable

  /// Returns the steps that turn this value into `target`.
  ///
  /// Defined for every pair of values, whatever their shape; it never traps.
  ///
  /// - Parameter target: The value to reach.
  /// - Returns: The steps; applying them to this value gives `target`.
  func transition(to target: Self) -> Transition

  /// Performs the steps of a transition planned from this value.
  ///
  /// `value.apply(value.transition(to: target))` leaves `value` equal to `target` for every
  /// `target`. Applying a transition planned from another value is a programmer error; check a
  /// transition from outside data (one decoded from another device) with ``fits(_:)`` first.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a value equal to this one.
  /// - Precondition: The transition was planned from a value equal to this one, when the steps
  ///   do not fit this value (a pop beyond a stack's root, an undeclared tab, a missing
  ///   presentation).
  mutating func apply(_ transition: Transition)

  /// Whether ``apply(_:)`` can perform the transition on this value without trapping and leaves
  /// a valid value: the non-trapping twin of ``apply(_:)`` for transitions from outside.
  ///
  /// ```swift
  /// // received: a TabsTransition decoded from another device
  /// // fetch the whole state when it does not fit:
  /// guard state.fits(received) else { return .conflict }
  /// state.apply(received)
  /// ```
  ///
  /// - Parameter transition: Steps planned from any value, or decoded from outside data.
  /// - Returns: `true` when every step fits: a transition planned from this value always does.
  func fits(_ transition: Transition) -> Bool

  /// Returns this value's shape filled with what fits of `saved`, and what did not fit.
  ///
  /// An app that restores its state after an update decodes what the previous version saved,
  /// then reconciles it into today's shape, which the state the app builds at launch describes:
  ///
  /// ```swift
  /// // Version 1 saved [home, profile], profile selected with one screen
  /// // pushed.
  /// let current = TabsState<AppTab, NavPath>(
  ///   tabs: [.home, .search, .settings])
  /// let restoration = current.reconciled(with: saved)
  /// // Today's tabs, with home's saved stack, home selected:
  /// restoration.state
  /// restoration.dropped
  /// // [.tab(.profile, stack: NavPath([42])), .selection(.profile)]
  /// ```
  ///
  /// The result always keeps this value's shape and satisfies its invariants; it never traps,
  /// whatever `saved` holds.
  ///
  /// - Parameter saved: The value to carry over, typically decoded from a saved document.
  /// - Returns: The reconciled value and the parts of `saved` it dropped.
  func reconciled(with saved: Self) -> NavReconciliation<Self>
}
