/// The navigation state of a split view: the selections of its leading columns, the detail
/// column's stack, and which columns show.
///
/// `SplitState` models SwiftUI's `NavigationSplitView` with a `NavigationStack` in the detail
/// column. In a ``SplitViewLayout/twoColumn`` layout the sidebar selection drives the detail column;
/// in a ``SplitViewLayout/threeColumn`` layout it drives the content column, whose selection drives
/// the detail column. Selections are optional: nothing is selected at first.
///
/// The selections and the stack depend on each other, and the state keeps them consistent:
/// changing the sidebar selection clears the content selection and the detail stack, changing the
/// content selection clears the detail stack, and the detail stack holds elements only while the
/// selections that drive it are made (see ``isDetailActive``). That is what lets the state
/// collapse into one stack on a compact screen and expand back without losing anything (see
/// ``collapsed``).
///
/// ```swift
/// // A recipes app: categories, then recipes, then a detail stack.
/// var split = SplitState<Category, Recipe, TypedPath<Route>>(
///   layout: .threeColumn)
/// split.select(sidebar: .desserts)
/// split.select(content: applePie)
/// split.updateDetail { $0.append(.detail(42)) }
/// split.select(sidebar: .mains)  // clears the recipe and the detail stack
/// ```
///
/// Two-column states with no content column can use `Never` as their `Content` type.
///
/// ## Persistence
/// The state is five plain stored properties; the validating
/// ``init(layout:sidebarSelection:contentSelection:detail:columnVisibility:)`` rebuilds it from
/// decoded parts and throws, never traps, when they contradict each other.
public struct SplitState<Sidebar: Hashable, Content: Hashable, Stack: StackPath> {
  /// The columns: two or three.
  public internal(set) var layout: SplitViewLayout

  /// The sidebar's selection, or `nil` when nothing is selected.
  public internal(set) var sidebarSelection: Sidebar?

  /// The content column's selection, or `nil` when nothing is selected; always `nil` in a
  /// two-column layout.
  public internal(set) var contentSelection: Content?

  /// The detail column's stack; change it with ``updateDetail(_:)``.
  public internal(set) var detail: Stack

  /// Which columns show; bind it to `NavigationSplitView(columnVisibility:)`.
  public var columnVisibility: NavSplitViewVisibility

  /// Creates a split view state with nothing selected.
  ///
  /// ```swift
  /// let split = SplitState<Category, Never, NavPath>(layout: .twoColumn)
  /// ```
  ///
  /// - Parameters:
  ///   - layout: The columns: two or three.
  ///   - columnVisibility: Which columns show; `.automatic` unless given.
  public init(layout: SplitViewLayout, columnVisibility: NavSplitViewVisibility = .automatic) {
    self.layout = layout
    self.columnVisibility = columnVisibility
    detail = Stack()
  }

  /// Creates a split view state from its parts, validating that they fit together.
  ///
  /// Use it for a deep link that sets every column at once, and to rebuild a decoded state.
  ///
  /// ```swift
  /// // myapp://category/desserts/recipe/apple-pie
  /// let split = try SplitState<Category, Recipe, TypedPath<Route>>(
  ///   layout: .threeColumn, sidebarSelection: .desserts,
  ///   contentSelection: applePie)
  /// ```
  ///
  /// - Parameters:
  ///   - layout: The columns: two or three.
  ///   - sidebarSelection: The sidebar's selection.
  ///   - contentSelection: The content column's selection; `nil` in a two-column layout.
  ///   - detail: The detail column's stack; empty unless the selections that drive it are made.
  ///   - columnVisibility: Which columns show.
  /// - Throws: ``CompositeStateError`` when a content selection is given in a two-column layout
  ///   or without a sidebar selection, or when the detail stack holds elements but the selection
  ///   that drives it is missing.
  public init(
    layout: SplitViewLayout, sidebarSelection: Sidebar?, contentSelection: Content? = nil,
    detail: Stack = Stack(), columnVisibility: NavSplitViewVisibility = .automatic
  ) throws(CompositeStateError) {
    self.init(layout: layout, columnVisibility: columnVisibility)
    self.sidebarSelection = sidebarSelection
    self.contentSelection = contentSelection
    self.detail = detail
    try checkParts(detailCount: detail.count)
  }

  /// Throws when the parts contradict each other: a content selection in a two-column layout or
  /// without a sidebar selection, or detail elements without the selection that drives them.
  ///
  /// - Parameter detailCount: The number of elements the detail stack holds, or would hold.
  func checkParts(detailCount: Int) throws(CompositeStateError) {
    if contentSelection != nil {
      guard layout == .threeColumn else { throw CompositeStateError(.contentInTwoColumnLayout) }
      guard sidebarSelection != nil else { throw CompositeStateError(.contentWithoutSidebar) }
    }
    guard detailCount == 0 || isDetailActive else {
      let missing = sidebarSelection == nil ? "sidebar selection" : "content selection"
      throw CompositeStateError(.detailWithoutSelection(count: detailCount, missing: missing))
    }
  }

  /// Whether the selections that drive the detail column are made: the sidebar selection in a
  /// two-column layout, the content selection in a three-column one.
  ///
  /// While it is `false` the detail column shows a placeholder ("Select a recipe") and its stack
  /// stays empty.
  public var isDetailActive: Bool {
    switch layout {
    case .twoColumn: sidebarSelection != nil
    case .threeColumn: contentSelection != nil
    }
  }

  /// Changes the detail column's stack in place, when the selections that drive it are made.
  ///
  /// ```swift
  /// split.updateDetail { $0.append(.detail(42)) }
  /// ```
  ///
  /// - Parameter body: A closure that changes the detail stack.
  /// - Returns: What `body` returned, or `nil` when ``isDetailActive`` is `false` (nothing
  ///   changes and `body` is not called).
  /// - Complexity: The cost of `body`.
  @discardableResult
  public mutating func updateDetail<Result>(
    _ body: (inout Stack) throws -> Result
  ) rethrows -> Result? {
    guard isDetailActive else { return nil }
    return try body(&detail)
  }
}

extension SplitState: Equatable, Hashable {}
extension SplitState: Sendable where Sidebar: Sendable, Content: Sendable, Stack: Sendable {}

extension SplitState: CustomStringConvertible {
  /// The layout, selections, detail stack and visibility, as in
  /// `SplitState(.threeColumn, sidebar: .desserts, content: nil, detail: NavPath([]), .all)`.
  public var description: String {
    let sidebar = sidebarSelection.map { shortDescription(of: $0) } ?? "nil"
    let content = contentSelection.map { shortDescription(of: $0) } ?? "nil"
    return
      "SplitState(\(shortDescription(of: layout)), sidebar: \(sidebar), content: \(content), "
      + "detail: \(detail), \(columnVisibility))"
  }
}
