/// The columns of a split view: SwiftUI's `NavigationSplitView(sidebar:detail:)` or
/// `NavigationSplitView(sidebar:content:detail:)`.
///
/// A split view has a sidebar and a detail column, with or without a content column between
/// them: the two layouts are every layout there is, and ``SplitState`` keeps a content
/// selection in exactly one of them. The enumeration stays as it is in every 1.x release, so
/// switch over it without a `default`.
///
/// A split view is saved with its layout's raw value. A document whose layout is neither,
/// however it was written, is refused under either decoding policy (a `malformedJSON`
/// `NavCodingError` at the layout's place): without its layout the split view
/// cannot be restored.
public enum SplitViewLayout: String, CaseIterable, Hashable, Sendable {
  /// A sidebar whose selection drives the detail column.
  case twoColumn

  /// A sidebar whose selection drives a content column, whose selection drives the detail column.
  case threeColumn
}
