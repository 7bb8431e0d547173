/// What a split view selection did, as reported by ``SplitState/select(sidebar:)`` and
/// ``SplitState/select(content:)``.
public enum SplitSelectionOutcome: Hashable, Sendable {
  /// The selection changed; the selections and stack that depended on it were cleared.
  case changed

  /// The selection already had that value; nothing changed.
  case unchanged

  /// A content selection was requested in a two-column layout; nothing changed.
  case noContentColumn

  /// A content selection was requested while the sidebar has none; nothing changed.
  case noSidebarSelection
}
