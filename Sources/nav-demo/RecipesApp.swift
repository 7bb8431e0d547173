import NavCodable
import NavCore

// The demo's example domain: a recipes app with categories, recipes, their steps and settings.

/// A recipe category, the first level of the app.
enum Category: String, Codable, Hashable, Sendable, CaseIterable, DeepLinkParameter {
  case desserts, mains, drinks
}

/// A recipe's identifier, pushed to open the recipe.
struct RecipeID: RawRepresentable, Codable, Hashable, Sendable {
  var rawValue: Int
}

/// A settings pane.
enum SettingsPane: String, Codable, Hashable, Sendable, CaseIterable, DeepLinkParameter {
  case units, account
}

/// A recipe of the demo's small catalog.
struct Recipe: Sendable {
  var id: RecipeID
  var name: String
  var category: Category
  var steps: [String]

  /// The demo's whole catalog.
  static let catalog: [Recipe] = [
    Recipe(
      id: RecipeID(rawValue: 42), name: "Apple Pie", category: .desserts,
      steps: ["Make the dough", "Slice the apples", "Bake 45 minutes"]),
    Recipe(
      id: RecipeID(rawValue: 43), name: "Crème brûlée", category: .desserts,
      steps: ["Infuse the cream", "Bake in a water bath", "Caramelise the sugar"]),
    Recipe(
      id: RecipeID(rawValue: 7), name: "Lasagna", category: .mains,
      steps: ["Make the ragù", "Layer", "Bake"]),
    Recipe(
      id: RecipeID(rawValue: 11), name: "Lemonade", category: .drinks,
      steps: ["Squeeze", "Stir"]),
  ]

  /// The recipe with the given identifier, if the catalog has it.
  static func named(_ id: RecipeID) -> Recipe? {
    catalog.first { $0.id == id }
  }
}

/// The screens of the app: what the destination registry resolves each path element to.
enum Screen: Equatable, Sendable, CustomStringConvertible {
  case category(Category)
  case recipe(RecipeID)
  case step(Int)
  case settings(SettingsPane)

  var description: String {
    switch self {
    case .category(let category):
      "Category · \(Self.title(category.rawValue))"
    case .recipe(let id):
      "Recipe · \(Recipe.named(id)?.name ?? "#\(id.rawValue) (not in the catalog)")"
    case .step(let number):
      "Step \(number)"
    case .settings(let pane):
      "Settings · \(Self.title(pane.rawValue))"
    }
  }

  /// `desserts` as `Desserts`.
  private static func title(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// Everything the app declares once: each route's tag, screen and link in one `NavRoutes`.
enum RecipesApp {
  /// One declaration per route type: the tag it is saved under, the screen that shows it and the
  /// link that stands for it. A recipe screen declares its own routes for the `Int` values pushed
  /// on top of it (step numbers), which `steps` says.
  static let routes: NavRoutes<Screen> = {
    var routes = NavRoutes<Screen>()
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
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        RecipeID(rawValue: id)
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

  /// What a recipe screen declares for the values pushed on top of it: step numbers, with their
  /// tag and link. They have no screen at the root.
  private static let steps: NavRoutes<Screen> = {
    var steps = NavRoutes<Screen>()
    steps.route(
      Int.self, tag: "step",
      link: DeepLinkRoute("/step/:number") { (number: Int) in
        number
      } print: {
        $0
      }
    ) { .step($0) }
    return steps
  }()

  /// Which screen shows each value, derived from ``routes``.
  static let destinations = routes.destinations

  /// The app's links, derived from ``routes``:
  /// `recipes://category/desserts/recipe/42/step/2`.
  static let links = DeepLinkTable(
    origins: [.scheme("recipes"), .web(host: "recipes.example.com")], routes: routes.links)

  /// The saved-state types, derived from ``routes``, and the history of the format.
  ///
  /// - Version 1 tagged recipes `"dish"` and named the desserts case `"sweets"`.
  /// - Version 2 renamed the tag `"dish"` to `"recipe"`.
  /// - Version 3 renamed the case `"sweets"` to `"desserts"`.
  static let types = NavTypeRegistry(
    routes: routes,
    schema: NavSchema(
      version: 3,
      migrations: [
        1: [.renameTag("dish", to: "recipe")],
        2: [.renameEnumCase("sweets", to: "desserts", inTag: "category")],
      ]))

  /// A file the first version of the app saved: dessert category, apple pie, step 2.
  static let savedByVersion1 =
    #"{"v":1,"t":["category","dish","step"],"stack":[[0,"sweets"],[1,42],[2,2]]}"#
}
