extension StatePart {
  /// The sidebar's selection: what the sidebar's `List(selection:)` binds to.
  ///
  /// A write selects through ``SplitState/select(sidebar:)``: a new selection clears the content
  /// selection and returns the detail stack to its root, and `nil`, which a collapsed split view
  /// writes when the user goes back to the sidebar, clears them too.
  ///
  /// ```swift
  /// typealias Split = SplitState<Category, Never, NavPath>
  /// StatePart<Split, Category?>.sidebarSelection()
  ///   .write(.desserts, into: &split)
  /// ```
  public static func sidebarSelection<Sidebar, Content, Stack>() -> StatePart
  where State == SplitState<Sidebar, Content, Stack>, Value == Sidebar? {
    StatePart(
      read: { $0.sidebarSelection },
      plan: { _, selection in
        { $0.select(sidebar: selection) }
      })
  }

  /// The content column's selection: what the content column's `List(selection:)` binds to.
  ///
  /// A write selects through ``SplitState/select(content:)``: a new selection returns the detail
  /// stack to its root, and `nil`, which a collapsed split view writes when the user goes back
  /// to the content column, clears it too. In a two-column layout, or with no sidebar selection,
  /// a write of a selection changes nothing.
  public static func contentSelection<Sidebar, Content, Stack>() -> StatePart
  where State == SplitState<Sidebar, Content, Stack>, Value == Content? {
    StatePart(
      read: { $0.contentSelection },
      plan: { _, selection in
        { $0.select(content: selection) }
      })
  }

  /// The columns shown: what `NavigationSplitView(columnVisibility:)` binds to.
  ///
  /// A split view writes it when the user shows or hides the sidebar; a write stores it.
  public static func columnVisibility<Sidebar, Content, Stack>() -> StatePart
  where State == SplitState<Sidebar, Content, Stack>, Value == NavSplitViewVisibility {
    StatePart(
      read: { $0.columnVisibility },
      plan: { _, visibility in
        { $0.columnVisibility = visibility }
      })
  }

  /// The detail column's stack: what the detail column's `NavigationStack(path:)` binds to.
  ///
  /// A write is read as the pops and pushes that turn the shown stack into the written one.
  /// While nothing drives the detail column (``SplitState/isDetailActive`` is `false`), a write
  /// changes nothing.
  public static func detail<Sidebar, Content>() -> StatePart
  where State == SplitState<Sidebar, Content, Value> {
    .stack(read: { $0.detail }, update: { $0.updateDetail($1) })
  }
}
