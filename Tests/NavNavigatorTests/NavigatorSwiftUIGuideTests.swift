// The code of Docs/SwiftUI.md that is not SwiftUI, compiled and run. Keep the two in step.
import Foundation
import NavCodable
import NavCore
import NavNavigator
import Testing

/// The guide's types, in a namespace of their own so they do not clash with the other tests'.
enum SwiftUIGuide {
  enum Category: String, CaseIterable, Codable, Hashable, Sendable { case desserts, mains }
  struct RecipeID: Codable, Hashable, Sendable { var rawValue: Int }
  enum Screen: Equatable, Sendable {
    case category(Category)
    case recipe(Int)
  }
  enum AppTab: Hashable, Sendable { case recipes, search }
  enum Modal: Hashable, Sendable { case editor(Int) }
}

extension SwiftUIGuide {
  @MainActor
  @Suite struct NavigatorSwiftUIGuideTests {
    @Test func navigationStackAndNavigationDestination() {
      var destinations = DestinationRegistry<Screen>()
      destinations.register(Category.self) { .category($0) }
      destinations.register(RecipeID.self) { .recipe($0.rawValue) }

      var path = NavPath()
      path.append(Category.desserts)
      path.append(RecipeID(rawValue: 42))
      let screens = path.map { try? destinations.screen(for: $0) }
      #expect(screens == [.category(.desserts), .recipe(42)])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func buttonsWithoutATask() {
      let navigator = Navigator(NavPath())
      navigator.append(Category.desserts)  // .applied: state is [desserts]
      navigator.append(RecipeID(rawValue: 42))  // .applied
      var hasUnsavedEdits = true
      let recipe = NavPath.Element(RecipeID(rawValue: 42))
      navigator.addSynchronousGuard(on: recipe, label: "unsaved") { _ in
        !hasUnsavedEdits
      }
      let refused = navigator.pop()  // .refused: the guard said no, state unchanged
      hasUnsavedEdits = false
      let popped = navigator.pop()  // .applied: state is [desserts]

      guard case .refused(let refusal) = refused else {
        Issue.record("expected .refused, got \(refused)")
        return
      }
      #expect(refusal.refusingGuard?.label == "unsaved")
      #expect(popped.change?.removed == [NavPath.Element(RecipeID(rawValue: 42))])
      #expect(navigator.state == NavPath([Category.desserts]))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tabViewWithAStackPerTab() {
      let tabs = Navigator(TabsState<AppTab, NavPath>(tabs: [.recipes, .search]))
      tabs.select(.search)  // .applied
      var searchStack = tabs.state.stack(for: .search) ?? NavPath()
      searchStack.append(RecipeID(rawValue: 7))  // what NavigationStack does on a push
      var next = tabs.state
      next.updateStack(for: .search) { $0 = searchStack }
      tabs.acceptChange(to: next)

      #expect(tabs.state.selection == .search)
      #expect(tabs.state.stack(for: .search) == NavPath([RecipeID(rawValue: 7)]))
      #expect(tabs.state.stack(for: .recipes) == NavPath())
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func navigationSplitView() {
      let split = Navigator(SplitState<Category, Never, NavPath>(layout: .twoColumn))
      split.transaction { $0.select(sidebar: .desserts) }
      split.transaction { $0.updateDetail { $0.append(RecipeID(rawValue: 42)) } }
      #expect(split.state.detail == NavPath([RecipeID(rawValue: 42)]))
      split.transaction { $0.select(sidebar: .mains) }  // the detail stack returns to its root
      #expect(split.state.detail.isEmpty)
      #expect(split.state.sidebarSelection == .mains)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func sheets() {
      let app = Navigator(PresentationState<NavPath, Modal, NavPath>(base: NavPath()))
      app.transaction { $0.present(.editor(42)) }  // .applied
      #expect(app.state.presentations.last?.destination == .editor(42))
      app.transaction { _ = $0.dismiss() }  // .applied: nothing is presented
      #expect(app.state.presentations.isEmpty)
    }

    @Test func sceneRestore() throws {
      var path = NavPath()
      path.append(Category.desserts)
      path.append(RecipeID(rawValue: 42))

      var types = NavTypeRegistry()
      types.register(Category.self, tag: "category")
      types.register(RecipeID.self, tag: "recipe")
      let saved = try types.encode(path)  // Data for @SceneStorage
      let restored = try types.decode(NavPath.self, from: saved)  // == path
      #expect(restored == path)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func onOpenURL() {
      let navigator = Navigator(NavPath())
      let table = DeepLinkTable<NavPath.Element>(
        origins: [.scheme("recipes")],
        routes: [
          DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
            Category(rawValue: name)
          } print: {
            $0.rawValue
          },
          DeepLinkRoute("/recipe/:id", to: RecipeID.self) { (id: Int) in
            RecipeID(rawValue: id)
          } print: {
            $0.rawValue
          },
        ])
      let recipeLink = "recipes://category/mains/recipe/7"
      let linked = try? navigator.open(recipeLink) { link in
        try table.open(link)
      }
      #expect(linked?.change != nil)
      #expect(navigator.state == NavPath([Category.mains, RecipeID(rawValue: 7)]))
      #expect(
        (try? navigator.open("recipes://nowhere") { try table.open($0) }) == nil)
      #expect(navigator.state == NavPath([Category.mains, RecipeID(rawValue: 7)]))
    }
  }
}
