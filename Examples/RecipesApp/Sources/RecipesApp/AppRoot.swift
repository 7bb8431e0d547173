#if canImport(SwiftUI)
  import Foundation
  import NavCodable
  import NavCore
  import NavNavigator
  import NavSwiftUI
  import SwiftUI

  /// The app, from iOS 17: one navigator owns the tabs, their stacks and the sheets over them.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct AppRoot: View {
    @State private var navigator = Navigator(
      AppNavigation(base: TabsState(tabs: [.recipes, .search])))
    @SceneStorage("navigation") private var savedNavigation: Data?
    @State private var problem: String?

    var body: some View {
      TabView(selection: navigator.binding(.base(.selection()))) {
        tab(.recipes, root: CategoryList(navigator: navigator))
        tab(.search, root: Text("Search"))
      }
      .presentations(of: navigator, in: routes.destinations) { _ in
        Text("New recipe")
      } screen: { screen in
        ScreenView(screen: screen, navigator: navigator)
      }
      .sceneRestoration(of: navigator, in: $savedNavigation, types: types) { report in
        if !report.dropped.isEmpty { problem = "Some screens could not be restored." }
      } onFailure: { error in
        problem = error.description
      }
      .onOpenURL(opening: navigator, through: open) { error in
        problem = error.description
      }
      .alert(problem ?? "", isPresented: isShowingProblem) {
        Button("OK") { problem = nil }
      }
    }

    /// A tab with its own stack.
    private func tab(_ tab: AppTab, root: some View) -> some View {
      let stack = StatePart<AppNavigation, NavPath>.base(.stack(for: tab))
      return NavigationStack(path: navigator.binding(stack)) {
        root.navigationDestinations(for: navigator, stack, in: routes.destinations) { screen in
          ScreenView(screen: screen, navigator: navigator)
        }
      }
      .tag(tab)
      .tabItem { Text(tab.rawValue) }
    }

    /// The state a link stands for: the recipes tab showing the link's stack, nothing presented.
    private func open(_ link: String) throws(DeepLinkError) -> AppNavigation {
      var next = navigator.state
      next.base.select(.recipes, stack: try links.open(link))
      next.presentations = []
      return next
    }

    private var isShowingProblem: Binding<Bool> {
      Binding(
        get: { @MainActor in problem != nil },
        set: { @MainActor isShown in if !isShown { problem = nil } })
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct CategoryList: View {
    let navigator: Navigator<AppNavigation>

    var body: some View {
      Button("Desserts") {
        navigator.transaction {
          $0.base.updateStack(for: .recipes) { $0.append(Category.desserts) }
        }
      }
      .toolbar {
        ToolbarItem {
          Button("New") { navigator.transaction { $0.present(.newRecipe) } }
        }
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct ScreenView: View {
    let screen: Screen
    let navigator: Navigator<AppNavigation>

    var body: some View {
      switch screen {
      case .category(let category):
        Button("Pie, from \(category.rawValue)") { push(RecipeID(rawValue: 42)) }
      case .recipe(let recipe):
        Button("Edit recipe \(recipe.rawValue)") { push(Edit(recipe: recipe)) }
      case .editor(let recipe):
        RecipeEditor(navigator: navigator, recipe: recipe)
      }
    }

    /// Pushes on the stack on top: the topmost sheet's, or the selected tab's.
    private func push(_ value: some Hashable & Sendable) {
      navigator.transaction { $0.activeStack.append(NavPath.Element(value)) }
    }
  }
#endif
