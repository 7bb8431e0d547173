import NavCore

/// The composite states' suites, and the seeds' apps as they use them: the tab-based app, and the
/// categories, recipes, sheets and covers of the recipes app.
enum Composite {
  typealias Category = PathFixtures.Category
  typealias Recipe = PathFixtures.Recipe

  /// The seeds' tab-based app: Home, Search and Settings, each with its own stack; `profile` is
  /// a tab the app declares only in some builds, for the unknown-tab paths.
  enum AppTab: Hashable, Sendable, CaseIterable {
    case home, search, settings, profile
  }

  /// The sheets and covers of the recipes app.
  enum Sheet: Hashable, Sendable {
    case newRecipe, pickPhoto
    case recipe(Int)
  }

  /// Steps pushed inside the new-recipe sheet.
  enum Step: Hashable, Sendable {
    case ingredients, photos, review
  }

  static let applePie = PathFixtures.Recipe(id: 1, name: "Apple Pie")
  static let brownies = PathFixtures.Recipe(id: 2, name: "Brownies")
}
