/// What a tab selection did, as reported by ``TabsState/select(_:stack:)``.
public enum TabSelectionOutcome<Tab: Hashable>: Hashable {
  /// The selection moved from the given tab to the requested one.
  case switched(from: Tab)

  /// The requested tab was already selected; nothing changed.
  case alreadySelected

  /// The requested tab is not declared; nothing changed.
  case unknownTab
}

extension TabSelectionOutcome: Sendable where Tab: Sendable {}
