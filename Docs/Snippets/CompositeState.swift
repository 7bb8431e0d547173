import SwiftUI

// Sources/NavCore/NavCore.docc/CompositeState.md: the SwiftUI side of each comparison, with the
// recipes app it names. The NavCore side is compiled and run by the package's tests.
enum CompositeStateSnippets {
  enum Category: String, Hashable {
    case desserts
    case mains
    case drinks
  }

  struct Recipe: Hashable {
    var id: Int
    var name: String
  }

  enum Route: Hashable {
    case list
    case detail(Int)
    case settings
  }

  enum AppTab: Hashable {
    case home
    case search
    case settings
    case profile
  }

  enum Sheet: Hashable, Identifiable {
    case newRecipe
    case pickPhoto
    case recipe(Int)

    var id: Self { self }
  }

  enum Step: Hashable {
    case ingredients
    case photos
    case review
  }

  struct RecipeList: View {
    var body: some View { Text("Recipes") }
  }

  struct HomeView: View {
    var body: some View { Text("Home") }
  }

  struct SearchView: View {
    var body: some View { Text("Search") }
  }

  struct RecipeDetail: View {
    let recipe: Recipe?
    var body: some View { Text(recipe?.name ?? "Pick a recipe") }
  }

  struct SheetView: View {
    let sheet: Sheet
    init(_ sheet: Sheet) { self.sheet = sheet }
    var body: some View { Text(sheet == .pickPhoto ? "Pick a photo" : "New recipe") }
  }

  // "Single column: a stack".
  struct RecipesStack: View {
    @State private var path: [Route] = []

    var body: some View {
      NavigationStack(path: $path) { RecipeList() }
    }
  }

  // "Tabs: one stack per tab", from iOS 18 (Tab).
  @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
  struct AppTabs: View {
    @State private var selection: AppTab = .home
    @State private var home: [Route] = []
    @State private var search: [Route] = []

    var body: some View {
      TabView(selection: $selection) {
        Tab("Home", systemImage: "house", value: AppTab.home) {
          NavigationStack(path: $home) { HomeView() }
        }
        Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
          NavigationStack(path: $search) { SearchView() }
        }
      }
    }
  }

  // "Split view: selections drive columns". List(selection:) is not on watchOS.
  @available(watchOS, unavailable)
  struct RecipesSplit: View {
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var category: Category?
    @State private var recipes: [Recipe] = []
    @State private var recipe: Recipe?
    @State private var detail: [Route] = []

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        List(selection: $category) {
          Text("Desserts").tag(Category.desserts)
          Text("Mains").tag(Category.mains)
          Text("Drinks").tag(Category.drinks)
        }
      } content: {
        List($recipes, id: \.self, selection: $recipe) { $row in
          Text(row.name)
        }
      } detail: {
        NavigationStack(path: $detail) { RecipeDetail(recipe: recipe) }
      }
    }
  }

  // "Modal presentations: stacks over stacks". fullScreenCover is not on macOS.
  @available(macOS, unavailable)
  struct RecipesWithSheets: View {
    @State private var path: [Route] = []
    @State private var sheet: Sheet?
    @State private var sheetPath: [Step] = []
    @State private var cover: Sheet?

    var body: some View {
      NavigationStack(path: $path) {
        RecipeList()
          .sheet(item: $sheet) { sheet in
            NavigationStack(path: $sheetPath) { SheetView(sheet) }
              .fullScreenCover(item: $cover) { cover in SheetView(cover) }
          }
      }
    }
  }
}
