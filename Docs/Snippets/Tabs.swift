import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "TabView with a stack per tab": a navigator's tabs, from iOS 17.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct AppTabs: View {
  @State private var tabs = Navigator(
    TabsState<AppTab, NavPath>(tabs: [.recipes, .search]))

  var body: some View {
    TabView(selection: tabs.binding(.selection())) {
      stack(for: .recipes).tag(AppTab.recipes)
      stack(for: .search).tag(AppTab.search)
    }
  }

  private func stack(for tab: AppTab) -> some View {
    NavigationStack(path: tabs.binding(.stack(for: tab))) {
      TabRoot(tab)
        .navigationDestinations(for: tabs, .stack(for: tab), in: destinations) {
          ScreenView($0)
        }
    }
  }
}

// Docs/SwiftUI.md, "TabView with a stack per tab": tabs of the view's own, from iOS 16.
struct AppTabsOfItsOwn: View {
  @State private var tabs = TabsState<AppTab, NavPath>(
    tabs: [.recipes, .search])

  var body: some View {
    TabView(selection: $tabs[.selection()]) {
      NavigationStack(path: $tabs[.stack(for: .recipes)]) { TabRoot(.recipes) }
        .tag(AppTab.recipes)
      NavigationStack(path: $tabs[.stack(for: .search)]) { TabRoot(.search) }
        .tag(AppTab.search)
    }
  }
}
