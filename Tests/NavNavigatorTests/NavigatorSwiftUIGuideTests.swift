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
      let screens = path.map { try? destinations.screen(for: $0, in: path) }
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
    @Test func guardsThatSwiftUIRespects() {
      // The state "Buttons, without a Task" leaves: [desserts], a guard on the recipe.
      let navigator = Navigator(NavPath([Category.desserts]))
      var hasUnsavedEdits = false
      let recipe = NavPath.Element(RecipeID(rawValue: 42))
      navigator.addSynchronousGuard(on: recipe, label: "unsaved") { _ in
        !hasUnsavedEdits
      }

      let stack = StatePart<NavPath, NavPath>.stack
      navigator.append(RecipeID(rawValue: 42))
      hasUnsavedEdits = true
      #expect(navigator.isPopGuarded(in: stack))  // true: the back button asks
      // The system's pop to root, as a tab tapped again writes it:
      let popToRoot = navigator.write(NavPath(), to: stack)
      // .refused: the state is unchanged, and SwiftUI draws it again

      #expect(popToRoot.refusal?.refusingGuard?.label == "unsaved")
      #expect(navigator.state == NavPath([Category.desserts, RecipeID(rawValue: 42)]))
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tabViewWithAStackPerTab() {
      let tabs = Navigator(TabsState<AppTab, NavPath>(tabs: [.recipes, .search]))
      let switched = tabs.write(.search, to: .selection())  // a tap on the search tab: .applied
      // A link in the search tab:
      tabs.write(NavPath([RecipeID(rawValue: 7)]), to: .stack(for: .search))
      #expect(tabs.state.stack(for: .search) == NavPath([RecipeID(rawValue: 7)]))
      tabs.write(.search, to: .selection())  // tapped again: back to its root
      // tabs.state.stack(for: .search) == []; the recipes stack is untouched

      #expect(switched.change != nil)
      #expect(tabs.state.selection == .search)
      #expect(tabs.state.stack(for: .search) == NavPath())
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
