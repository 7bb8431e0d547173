/// What a tab selection did, as reported by ``TabsState/select(_:stack:)``.
public enum TabSelectionOutcome<Tab: Hashable>: Hashable {
  /// The selection moved from the given tab to the requested one.
  case switched(from: Tab)

  /// The requested tab was already selected, so the selection did not change; a stack given to
  /// ``TabsState/select(_:stack:)`` still replaced its stack.
  case unchanged

  /// The requested tab is not declared; nothing changed.
  case unknownTab
}

extension TabSelectionOutcome: Sendable where Tab: Sendable {}
