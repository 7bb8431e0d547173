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

/// Everything the app declares once: saved-state types, destinations and deep links.
public enum RecipesDomain {
  /// The saved-state types and the history of the format.
  ///
  /// - Version 1 tagged recipes `"dish"` and named the desserts case `"sweets"`.
  /// - Version 2 renamed the tag `"dish"` to `"recipe"`.
  /// - Version 3 renamed the case `"sweets"` to `"desserts"`.
  public static let types: NavTypeRegistry = {
    let schema = NavSchema(
      version: 3,
      migrations: [
        1: [.renameTag("dish", to: "recipe")],
        2: [.renameEnumCase("sweets", to: "desserts", inTag: "category")],
      ])
    var registry = NavTypeRegistry(schema: schema)
    registry.register(AppTab.self, tag: "tab")
    registry.register(Int.self, tag: "step")
    registry.register(Category.self, tag: "category")
    registry.register(RecipeID.self, tag: "recipe")
    registry.register(SettingsPane.self, tag: "settings")
    return registry
  }()

  /// Which screen shows each value; step numbers only on top of a recipe.
  public static let destinations: DestinationRegistry<Screen> = {
    var steps = DestinationRegistry<Screen>()
    steps.register(Int.self) { .step($0) }
    var registry = DestinationRegistry<Screen>()
    registry.register(Category.self) { .category($0) }
    registry.register(SettingsPane.self) { .settings($0) }
    registry.register(RecipeID.self, destinations: steps) { .recipe($0) }
    return registry
  }()

  /// The app's links: `recipes://category/desserts/recipe/42/step/2`. Recipe ids and step numbers
  /// start at 1: the routes refuse others, in links and in values pushed from elsewhere
  /// (`DeepLinkTable.validate(_:)`).
  public static let links = DeepLinkTable<NavPath.Element>(
    origins: [.scheme("recipes"), .web(host: "recipes.example.com")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (category: Category) in
        category
      } print: {
        $0
      },
      DeepLinkRoute("/recipe/:id", to: RecipeID.self) {
        (id: Int) throws(DeepLinkRejection) -> RecipeID? in
        guard id >= 1 else { throw DeepLinkRejection("recipe ids start at 1") }
        return RecipeID(rawValue: id)
      } print: {
        $0.rawValue
      },
      DeepLinkRoute("/step/:number", to: Int.self) {
        (number: Int) throws(DeepLinkRejection) -> Int? in
        guard number >= 1 else { throw DeepLinkRejection("step numbers start at 1") }
        return number
      } print: {
        $0
      },
      DeepLinkRoute("/settings/:pane", to: SettingsPane.self) { (pane: SettingsPane) in
        pane
      } print: {
        $0
      },
    ])

  /// The state of a user who has not navigated yet: every stack empty, the first tab selected.
  public static var initialState: AppState { AppState(tabs: AppTab.allCases) }
}
