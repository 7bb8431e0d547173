public import NavCodable
public import NavCore

// The demo domain: the recipes app of the library's demo, with two tabs.

/// A tab of the app: each tab has its own stack.
public enum AppTab: String, Codable, Hashable, Sendable, CaseIterable {
  case recipes, settings
}

/// A recipe category, the first level of the recipes tab.
public enum Category: String, Codable, Hashable, Sendable, CaseIterable, DeepLinkParameter {
  case desserts, mains, drinks
}

/// A recipe's identifier, pushed to open the recipe.
public struct RecipeID: RawRepresentable, Codable, Hashable, Sendable {
  public var rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}

/// A settings pane.
public enum SettingsPane: String, Codable, Hashable, Sendable, DeepLinkParameter {
  case units, account
}

/// The screens a stack's elements show; the service resolves every stack it stores to screens,
/// so it never stores a value that no screen can show.
public enum Screen: Equatable, Sendable {
  case category(Category)
  case recipe(RecipeID)
  case step(Int)
  case settings(SettingsPane)
}

/// The whole-app state the service keeps per user: one stack per tab.
public typealias AppState = TabsState<AppTab, NavPath>

/// Everything the app declares once, in one `NavRoutes`: each route's tag, screen and link, and
/// the tab keys' tag.
public enum RecipesDomain {
  /// One declaration per type. Recipe ids and step numbers start at 1: the routes refuse others,
  /// in links and in values pushed from elsewhere (`DeepLinkTable.validate(_:)`). Step numbers
  /// have a screen only on top of a recipe.
  public static let routes: NavRoutes<Screen> = {
    var steps = NavRoutes<Screen>()
    steps.route(
      Int.self, tag: "step",
      link: DeepLinkRoute("/step/:number") { (number: Int) throws(DeepLinkRejection) -> Int? in
        guard number >= 1 else { throw DeepLinkRejection("step numbers start at 1") }
        return number
      } print: {
        $0
      }
    ) { .step($0) }
    var routes = NavRoutes<Screen>()
    routes.route(AppTab.self, tag: "tab")
    routes.route(
      Category.self, tag: "category",
      link: DeepLinkRoute("/category/:name") { (category: Category) in
        category
      } print: {
        $0
      }
    ) { .category($0) }
    routes.route(
      RecipeID.self, tag: "recipe",
      link: DeepLinkRoute("/recipe/:id") { (id: Int) throws(DeepLinkRejection) -> RecipeID? in
        guard id >= 1 else { throw DeepLinkRejection("recipe ids start at 1") }
        return RecipeID(rawValue: id)
      } print: {
        $0.rawValue
      },
      destinations: steps
    ) { .recipe($0) }
    routes.route(
      SettingsPane.self, tag: "settings",
      link: DeepLinkRoute("/settings/:pane") { (pane: SettingsPane) in
        pane
      } print: {
        $0
      }
    ) { .settings($0) }
    return routes
  }()

  /// The saved-state types, derived from ``routes``, and the history of the format.
  ///
  /// - Version 1 tagged recipes `"dish"` and named the desserts case `"sweets"`.
  /// - Version 2 renamed the tag `"dish"` to `"recipe"`.
  /// - Version 3 renamed the case `"sweets"` to `"desserts"`.
  public static let types = NavTypeRegistry(
    routes: routes,
    schema: NavSchema(
      version: 3,
      migrations: [
        1: [.renameTag("dish", to: "recipe")],
        2: [.renameEnumCase("sweets", to: "desserts", inTag: "category")],
      ]))

  /// Which screen shows each value, derived from ``routes``.
  public static var destinations: DestinationRegistry<Screen> { routes.destinations }

  /// The app's links, derived from ``routes``: `recipes://category/desserts/recipe/42/step/2`.
  public static let links = DeepLinkTable(
    origins: [.scheme("recipes"), .web(host: "recipes.example.com")], routes: routes.links)

  /// The state of a user who has not navigated yet: every stack empty, the first tab selected.
  public static var initialState: AppState { AppState(tabs: AppTab.allCases) }
}
