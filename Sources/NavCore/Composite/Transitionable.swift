/// A navigation value that can plan the change to another value of its type and replay it.
///
/// Conformers are `Sendable` whenever their contents are, as ``TypedPath`` is when its routes are.
///
/// Every navigation value in NavCore conforms: the stacks (``NavPath``, ``TypedPath``) and the
/// composite states built from them (``TabsState``, ``SplitState``, ``PresentationState``). A
/// renderer diffs the state it shows against the new state and animates the steps; a test checks
/// that applying the steps reaches the target.
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
/// let transition = shown.transition(to: next)  // switch to search
/// shown.apply(transition)                      // shown == next
/// ```
///
/// Why it is public: users constrain on it. A renderer or test written once over any navigation
/// value (`func animate<State: Transitionable>(from: State, to: State)`) needs exactly these two
/// operations, and a composite state of the app's own can conform to join the others.
public protocol Transitionable: Hashable {
  /// The plain-data steps from one value to another.
  associatedtype Transition: Hashable

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
  /// transition from outside data (one decoded from another device) with
  /// ``TransitionFitting/fits(_:)`` first.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a value equal to this one.
  /// - Precondition: The transition was planned from a value equal to this one, when the steps
  ///   do not fit this value (a pop beyond a stack's root, an undeclared tab, a missing
  ///   presentation).
  mutating func apply(_ transition: Transition)
}
