import NavCore

/// The tour's whole-app sections: a tab bar with a stack per tab, a saved tab bar restored into
/// the tabs of a newer version, and a split view that collapses into one stack on a compact
/// screen.
extension Tour {
  /// The demo's tabs.
  enum AppTab: String, Hashable, Sendable {
    case recipes, search, settings
  }

  static func showTabs() {
    section("Tabs: one stack per tab")
    var tabs = TabsState<AppTab, NavPath>(tabs: [.recipes, .search, .settings])
    tabs.activeStack.append(Category.desserts)
    tabs.activeStack.append(RecipeID(rawValue: 42))
    print("pushed two screens on the recipes tab")
    let previous = tabs.selection
    if tabs.select(.settings) == .changed {
      print("select(.settings) switched from the \(previous.rawValue) tab")
    }
    tabs.activeStack.append(SettingsPane.units)
    print("pushed the units pane on the settings tab")
    tabs.select(.recipes)
    StackPrinter.show("select(.recipes): the recipes tab kept its stack", tabs.activeStack)
    let before = tabs
    let popped = tabs.reselect()
    print("reselect(): tapping the selected tab again pops \(popped) screens to its root")
    print("transition: \(before.transition(to: tabs))")
  }

  static func showTabsAfterUpdate() {
    section("After an update: a saved tab bar that declared other tabs")
    var saved = TabsState<AppTab, NavPath>(tabs: [.recipes, .search])
    saved.activeStack.append(Category.desserts)
    saved.select(.search, stack: NavPath([RecipeID(rawValue: 42)]))
    print("version 1 saved:  \(saved)")
    let current = TabsState<AppTab, NavPath>(tabs: [.recipes, .settings])
    print("version 2 starts: \(current)")
    let transition = current.transition(to: saved)
    print("transition: \(transition) (changes shape: \(transition.changesShape))")
    let restoration = current.reconciled(with: saved)
    print("restored into today's tabs: \(restoration.state)")
    print("dropped: \(restoration.dropped.map(\.description).joined(separator: "; "))")
  }

  static func showSplitView() {
    section("Split view: three columns, collapsed on a compact screen and expanded again")
    var split = SplitState<Category, RecipeID, NavPath>(
      layout: .threeColumn, columnVisibility: .all)
    split.select(sidebar: .desserts)
    split.select(content: RecipeID(rawValue: 42))
    split.updateDetail { $0.append(2) }
    print("expanded:  \(split)")
    var collapsed = split.collapsed
    print("collapsed: \(collapsed)")
    collapsed.pop(2)
    print("back twice on the compact screen: \(collapsed)")
    do {
      let expanded = try SplitState<Category, RecipeID, NavPath>(
        collapsed: collapsed, layout: .threeColumn, columnVisibility: .all)
      print("expanded again: \(expanded)")
    } catch {
      print("cannot expand: \(error)")
    }
  }
}
