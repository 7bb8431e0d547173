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

/// A state reconciled into today's shape, and the parts of the saved state that did not fit.
///
/// The report of ``Reconcilable/reconciled(with:)``: what an app restored after an update, and
/// what it could not restore, to log or to tell the user.
///
/// ```swift
/// let restoration = current.reconciled(with: saved)
/// if !restoration.isComplete {
///   log("restored without \(restoration.dropped)")
/// }
/// navigator.acceptChange(to: restoration.state)
/// ```
public struct Reconciliation<State: Reconcilable> {
  /// The reconciled state: the current shape with what fits of the saved state.
  public var state: State

  /// The parts of the saved state that did not fit, in the order the state lists them.
  public var dropped: [State.DroppedPart]

  /// Creates a reconciliation.
  ///
  /// - Parameters:
  ///   - state: The reconciled state.
  ///   - dropped: The parts of the saved state that did not fit; none unless given.
  public init(state: State, dropped: [State.DroppedPart] = []) {
    self.state = state
    self.dropped = dropped
  }

  /// Whether everything the saved state held was carried over.
  public var isComplete: Bool { dropped.isEmpty }
}

extension Reconciliation: Equatable where State: Equatable {}
extension Reconciliation: Hashable where State: Hashable {}
extension Reconciliation: Sendable where State: Sendable, State.DroppedPart: Sendable {}

extension Reconciliation: CustomStringConvertible {
  /// The state, then the dropped parts, as in
  /// `Reconciliation(state: NavPath([]), dropped: [])`.
  public var description: String {
    let dropped = self.dropped.map { String(describing: $0) }.joined(separator: ", ")
    return "Reconciliation(state: \(state), dropped: [\(dropped)])"
  }
}

extension NavPath: Reconcilable {
  /// Nothing of a stack is ever dropped.
  public typealias DroppedPart = Never

  /// Returns `saved` whole: a stack has no shape to keep besides its elements.
  ///
  /// - Parameter saved: The path to carry over.
  /// - Returns: `saved`, with nothing dropped.
  /// - Complexity: O(1).
  public func reconciled(with saved: NavPath) -> Reconciliation<NavPath> {
    Reconciliation(state: saved)
  }
}

extension TypedPath: Reconcilable {
  /// Nothing of a stack is ever dropped.
  public typealias DroppedPart = Never

  /// Returns `saved` whole: a stack has no shape to keep besides its elements.
  ///
  /// - Parameter saved: The path to carry over.
  /// - Returns: `saved`, with nothing dropped.
  /// - Complexity: O(1).
  public func reconciled(with saved: TypedPath) -> Reconciliation<TypedPath> {
    Reconciliation(state: saved)
  }
}
