/// Which columns of a split view show, as in SwiftUI's `NavigationSplitViewVisibility`.
///
/// Bind ``SplitState/columnVisibility`` to `NavigationSplitView(columnVisibility:)`. The detail
/// column always shows; the cases say which leading columns show with it.
public enum NavSplitViewVisibility: String, CaseIterable, Hashable, Sendable {
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
