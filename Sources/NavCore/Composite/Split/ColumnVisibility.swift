/// Which columns of a split view show, as in SwiftUI's `NavigationSplitViewVisibility`.
///
/// Bind ``SplitState/columnVisibility`` to `NavigationSplitView(columnVisibility:)`. The detail
/// column always shows; the cases say which leading columns show with it.
public enum ColumnVisibility: String, CaseIterable, Hashable, Sendable {
  /// The platform decides from the layout and the available space.
  case automatic

  /// Every column shows: sidebar, content (in a three-column layout) and detail.
  case all

  /// The two trailing columns show: content and detail in a three-column layout, sidebar and
  /// detail in a two-column one.
  case doubleColumn

  /// Only the detail column shows.
  case detailOnly
}

/// The columns of a split view: SwiftUI's `NavigationSplitView(sidebar:detail:)` or
/// `NavigationSplitView(sidebar:content:detail:)`.
public enum SplitLayout: String, CaseIterable, Hashable, Sendable {
  /// A sidebar whose selection drives the detail column.
  case twoColumn

  /// A sidebar whose selection drives a content column, whose selection drives the detail column.
  case threeColumn
}
