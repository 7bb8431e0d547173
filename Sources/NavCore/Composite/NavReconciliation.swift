/// A state reconciled into today's shape, and the parts of the saved state that did not fit.
///
/// The report of ``Transitionable/reconciled(with:)``: what an app restored after an update, and
/// what it could not restore, to log or to tell the user.
///
/// ```swift
/// let restoration = current.reconciled(with: saved)
/// if !restoration.isComplete {
///   log("restored without \(restoration.dropped)")
/// }
/// navigator.acceptChange(to: restoration.state)
/// ```
public struct NavReconciliation<State: Transitionable>: NavPartialResult {
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
}

extension NavReconciliation: Equatable where State: Equatable {}
extension NavReconciliation: Hashable where State: Hashable {}
extension NavReconciliation: Sendable where State: Sendable, State.DroppedPart: Sendable {}

extension NavReconciliation: CustomStringConvertible {
  /// The state, then the dropped parts, as in
  /// `NavReconciliation(state: NavPath([]), dropped: [])`.
  public var description: String {
    let dropped = self.dropped.map { String(describing: $0) }.joined(separator: ", ")
    return "NavReconciliation(state: \(state), dropped: [\(dropped)])"
  }
}
