/// The seeds' tab-based app: Home, Search and Settings, each with its own stack.
enum AppTab: Hashable, Sendable, CaseIterable {
  case home, search, settings
}

/// The sheets and covers of the seeds' recipes app.
enum Sheet: Hashable, Sendable {
  case newRecipe, pickPhoto
  case recipe(Int)
}

/// Steps pushed inside the new-recipe sheet.
enum Step: Hashable, Sendable {
  case ingredients, photos, review
}

let applePie = Recipe(id: 1, name: "Apple Pie")
let brownies = Recipe(id: 2, name: "Brownies")
