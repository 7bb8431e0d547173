/// What a selection did, as reported by ``TabsState/select(_:stack:)``,
/// ``SplitState/select(sidebar:)`` and ``SplitState/select(content:)``.
///
/// ```swift
/// tabs.select(.search)   // .changed
/// tabs.select(.search)   // .unchanged
/// tabs.select(.profile)  // .failed(error): error.kind == .unknownTab
/// ```
///
/// A selection changed the state, found it so already, or could not be made: the three cases are
/// every outcome there is, and the enumeration stays as it is in every 1.x release, so switch
/// over it without a `default`. Why a selection could not be made is the error's kind, which a
/// later release may add to.
public enum SelectionOutcome: Hashable, Sendable {
  /// The selection changed, with what depended on it, or a stack it was given replaced the one
  /// it had.
  case changed

  /// The state already was the requested one; nothing changed.
  case unchanged

  /// The selection cannot be made, for the reason the error gives (a tab that is not declared,
  /// a content selection without a content column or without a sidebar selection); nothing
  /// changed.
  case failed(CompositeStateError)
}

extension SelectionOutcome: CustomStringConvertible {
  /// The outcome as its case is written, as the library prints every case: `.changed`,
  /// `.unchanged`, `.failed(TabsState: the selection profile is not one of the declared tabs)`.
  public var description: String {
    switch self {
    case .changed: ".changed"
    case .unchanged: ".unchanged"
    case .failed(let error): ".failed(\(error))"
    }
  }
}
