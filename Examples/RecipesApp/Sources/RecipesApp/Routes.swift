#if canImport(SwiftUI)
  import NavCodable
  import NavCore

  enum Category: String, CaseIterable, Codable, Hashable, Sendable {
    case desserts, mains
  }

  struct RecipeID: Codable, Hashable, Sendable {
    var rawValue: Int
  }

  /// A recipe being edited, pushed on top of the recipe.
  struct Edit: Codable, Hashable, Sendable {
    var recipe: RecipeID
  }

  enum Screen: Equatable, Sendable {
    case category(Category)
    case recipe(RecipeID)
    case editor(RecipeID)
  }

  enum AppTab: String, Codable, Hashable, Sendable {
    case recipes, search
  }

  enum Modal: String, Codable, Hashable, Sendable {
    case newRecipe
  }

  /// The whole navigation state: a stack per tab, and sheets over the tabs.
  typealias AppNavigation = PresentationState<TabsState<AppTab, NavPath>, Modal, NavPath>

  /// Each type's screen, link and saved tag, declared once.
  let routes: NavRoutes<Screen> = {
    var routes = NavRoutes<Screen>()
    routes.route(
      Category.self, tag: "category",
      link: DeepLinkRoute("/category/:name") { (name: String) in
        Category(rawValue: name)
      } print: {
        $0.rawValue
      }
    ) { .category($0) }
    routes.route(
      RecipeID.self, tag: "recipe",
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        RecipeID(rawValue: id)
      } print: {
        $0.rawValue
      }
    ) { .recipe($0) }
    routes.route(Edit.self, tag: "edit") { .editor($0.recipe) }
    return routes
  }()

  let links = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

  /// The saved types: the routes' tags, and the tabs and sheets of the whole state.
  let types: NavTypeRegistry = {
    var types = NavTypeRegistry(routes: routes)
    types.register(AppTab.self, tag: "tab")
    types.register(Modal.self, tag: "modal")
    return types
  }()
#endif
