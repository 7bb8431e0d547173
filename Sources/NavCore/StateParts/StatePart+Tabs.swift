extension StatePart {
  /// The selected tab: what `TabView(selection:)` binds to.
  ///
  /// A write of another tab selects it, every stack kept. A write of the tab already shown
  /// selected, which a tab view makes when its selected item is tapped again, pops that tab's
  /// stack to its root (``TabsState/reselect()``). A write of a tab the state does not declare
  /// changes nothing.
  ///
  /// ```swift
  /// typealias Tabs = TabsState<AppTab, NavPath>
  /// StatePart<Tabs, AppTab>.selection().write(.search, into: &tabs)
  /// ```
  public static func selection<Stack>() -> StatePart where State == TabsState<Value, Stack> {
    StatePart(
      read: { $0.selection },
      plan: { shown, tab in
        let reselected = tab == shown.selection
        return { state in
          state.select(tab)
          if reselected && state.selection == tab { state.reselect() }
        }
      })
  }

  /// The stack of one tab: what the `NavigationStack(path:)` of that tab binds to.
  ///
  /// A write is read as the pops and pushes that turn the shown stack into the written one, and
  /// applied to the tab's stack; the selection does not move. For a tab the state does not
  /// declare, the value is an empty stack and a write changes nothing.
  ///
  /// ```swift
  /// typealias Tabs = TabsState<AppTab, NavPath>
  /// let search = StatePart<Tabs, NavPath>.stack(for: .search)
  /// // a link in the search tab:
  /// search.write(NavPath([RecipeID(rawValue: 7)]), into: &tabs)
  /// ```
  ///
  /// - Parameter tab: The tab whose stack the part is.
  public static func stack<Tab: Sendable>(for tab: Tab) -> StatePart
  where State == TabsState<Tab, Value> {
    .stack(read: { $0.stack(for: tab) ?? Value() }, update: { $0.updateStack(for: tab, $1) })
  }
}
