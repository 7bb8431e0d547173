/// The columns of a split view: SwiftUI's `NavigationSplitView(sidebar:detail:)` or
/// `NavigationSplitView(sidebar:content:detail:)`.
public enum SplitViewLayout: String, CaseIterable, Hashable, Sendable {
  /// A sidebar whose selection drives the detail column.
  case twoColumn

  /// A sidebar whose selection drives a content column, whose selection drives the detail column.
  case threeColumn
}
