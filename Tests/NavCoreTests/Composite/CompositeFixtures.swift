/// The seeds' tab-based app: Home, Search and Settings, each with its own stack; `profile` is a
/// tab the app declares only in some builds, for the unknown-tab paths.
enum AppTab: Hashable, Sendable, CaseIterable {
  case home, search, settings, profile
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
