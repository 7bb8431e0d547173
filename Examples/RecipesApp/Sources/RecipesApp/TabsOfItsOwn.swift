#if canImport(SwiftUI)
  import NavCore
  import NavSwiftUI
  import SwiftUI

  /// The app on iOS 16, without a navigator: the view owns its tabs, and the same parts read the
  /// tab view's writes (a tab tapped again pops its stack to its root).
  struct TabsOfItsOwn: View {
    @State private var tabs = TabsState<AppTab, NavPath>(tabs: [.recipes, .search])

    var body: some View {
      TabView(selection: $tabs[.selection()]) {
        NavigationStack(path: $tabs[.stack(for: .recipes)]) {
          Button("Desserts") { tabs.updateStack(for: .recipes) { $0.append(Category.desserts) } }
            .navigationDestinations(
              for: tabs.stack(for: .recipes) ?? NavPath(), in: routes.destinations
            ) { screen in
              Text(String(describing: screen))
            }
        }
        .tag(AppTab.recipes)
        .tabItem { Text("Recipes") }
        NavigationStack(path: $tabs[.stack(for: .search)]) { Text("Search") }
          .tag(AppTab.search)
          .tabItem { Text("Search") }
      }
    }
  }
#endif
