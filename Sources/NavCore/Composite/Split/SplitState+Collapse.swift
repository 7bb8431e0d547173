extension SplitState {
  /// One element of a split view collapsed into a single stack: a selection or a detail element.
  ///
  /// Its cases are the columns of a split view (``SplitViewLayout``), so the enumeration stays
  /// as it is in every 1.x release: switch over it without a `default`.
  public enum CollapsedEntry: Hashable {
    /// The sidebar's selection: the first element of a collapsed stack.
    case sidebar(Sidebar)

    /// The content column's selection: the second element, in a three-column layout.
    case content(Content)

    /// An element of the detail stack.
    case detail(Stack.Element)

    /// What the entry is, in words, for error messages.
    var role: String {
      switch self {
      case .sidebar: "sidebar selection"
      case .content: "content selection"
      case .detail: "detail element"
      }
    }
  }

  /// The single stack a compact screen shows: the sidebar selection, the content selection, then
  /// the detail stack's elements, each present only when set.
  ///
  /// On a compact screen SwiftUI shows a split view as one stack whose root is the sidebar.
  /// Selecting an item pushes the next column; popping a column clears its selection. Render
  /// this stack, apply the user's pops to it, and rebuild the columns with
  /// ``init(collapsed:layout:columnVisibility:)``, or pop with ``popCollapsed(_:)`` directly.
  ///
  /// ```swift
  /// split.collapsed
  /// // [.sidebar(.desserts), .content(applePie), .detail(.detail(42))]
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements on the detail stack.
  public var collapsed: TypedPath<CollapsedEntry> {
    var entries: [CollapsedEntry] = []
    entries.reserveCapacity(detail.count + 2)
    if let sidebarSelection { entries.append(.sidebar(sidebarSelection)) }
    if let contentSelection { entries.append(.content(contentSelection)) }
    entries.append(contentsOf: detail.lazy.map(CollapsedEntry.detail))
    return TypedPath(entries)
  }

  /// Expands a collapsed stack back into columns: the reverse of ``collapsed``.
  ///
  /// `SplitState(collapsed: split.collapsed, layout: split.layout,
  /// columnVisibility: split.columnVisibility)` equals `split`, and popping the collapsed stack
  /// first clears the detail elements, then the content selection, then the sidebar selection.
  ///
  /// - Parameters:
  ///   - collapsed: The single stack: a sidebar selection, in a three-column layout a content
  ///     selection, then detail elements; each part may be missing from the end on.
  ///   - layout: The columns to expand into.
  ///   - columnVisibility: Which columns show once expanded.
  /// - Throws: ``CompositeStateError`` naming the first entry that is out of place.
  /// - Complexity: O(*n*), where *n* is the number of entries.
  public init(
    collapsed: TypedPath<CollapsedEntry>, layout: SplitViewLayout,
    columnVisibility: NavSplitViewVisibility = .automatic
  ) throws(CompositeStateError) {
    var sidebar: Sidebar?
    var content: Content?
    var elements: [Stack.Element] = []
    for (index, entry) in collapsed.enumerated() {
      switch (index, entry) {
      case (0, .sidebar(let selection)):
        sidebar = selection
      case (1, .content(let selection)) where layout == .threeColumn:
        content = selection
      case (_, .detail(let element)) where index >= (layout == .threeColumn ? 2 : 1):
        elements.append(element)
      default:
        let expected =
          switch index {
          case 0: "sidebar selection"
          case 1 where layout == .threeColumn: "content selection"
          default: "detail element"
          }
        throw CompositeStateError(
          .misplacedEntry(index: index, found: entry.role, expected: expected))
      }
    }
    try self.init(
      layout: layout, sidebarSelection: sidebar, contentSelection: content,
      detail: Stack(elements), columnVisibility: columnVisibility)
  }

  /// Pops up to `k` elements off the collapsed stack and reports how many were popped.
  ///
  /// Pops detail elements first, then clears the content selection, then the sidebar
  /// selection: what a back gesture does on a compact screen. A negative `k` pops nothing.
  ///
  /// ```swift
  /// // collapsed:
  /// // [.sidebar(.desserts), .content(applePie), .detail(.detail(42))]
  /// split.popCollapsed(2)
  /// // 2; sidebar: .desserts, no recipe, detail at its root
  /// ```
  ///
  /// - Parameter k: The number of collapsed elements to pop.
  /// - Returns: The number actually popped; less than `k` when the collapsed stack runs out.
  /// - Complexity: O(*k*).
  @discardableResult
  public mutating func popCollapsed(_ k: Int) -> Int {
    var popped = detail.pop(k)
    if popped < k, contentSelection != nil {
      contentSelection = nil
      popped += 1
    }
    if popped < k, sidebarSelection != nil {
      sidebarSelection = nil
      popped += 1
    }
    return popped
  }
}

extension SplitState.CollapsedEntry: Sendable
where Sidebar: Sendable, Content: Sendable, Stack.Element: Sendable {}

extension SplitState.CollapsedEntry: CustomStringConvertible {
  /// The entry as its case is written, as the library prints every case: `.sidebar(.desserts)`,
  /// `.detail(42 as Int)`.
  public var description: String {
    switch self {
    case .sidebar(let selection): ".sidebar(\(shortDescription(of: selection)))"
    case .content(let selection): ".content(\(shortDescription(of: selection)))"
    case .detail(let element): ".detail(\(shortDescription(of: element)))"
    }
  }
}
