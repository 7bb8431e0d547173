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

/// A value that changed: what it was and what it became.
///
/// Transitions use it for selections and visibility: `ValueChange(from: nil, to: .desserts)`.
public struct ValueChange<Value: Hashable>: Hashable {
  /// The value before the change.
  public var from: Value

  /// The value after the change.
  public var to: Value

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - from: The value before the change.
  ///   - to: The value after the change.
  public init(from: Value, to: Value) {
    self.from = from
    self.to = to
  }

  /// Returns the change from `old` to `new`, or `nil` when they are equal.
  static func between(_ old: Value, _ new: Value) -> ValueChange? {
    old == new ? nil : ValueChange(from: old, to: new)
  }
}

extension ValueChange: Sendable where Value: Sendable {}
