import Foundation
import Observation
import SwiftUI

// Sources/NavCore/NavCore.docc/ComingFromSwiftUI.md: the SwiftUI code of each "before and after",
// with the recipes app it names. The "after" code is compiled and run by the package's tests.
enum ComingFromSwiftUISnippets {
  enum Category: String, Codable, Hashable {
    case desserts
    case mains
  }

  struct Recipe: Codable, Hashable {
    var id: Int
    var name: String
  }

  enum Route: Hashable {
    case list
    case detail(Int)
    case settings
  }

  enum AppRoute: Codable, Hashable {
    case category(String)
    case recipe(Int)
  }

  struct CategoryList: View {
    var body: some View {
      NavigationLink(value: Category.desserts) { Text("Desserts") }
    }
  }

  struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
  }

  struct RouteList: View {
    var body: some View { Text("Recipes") }
  }

  // "A stack".
  // SwiftUI
  struct CategoriesStack: View {
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) { CategoryList() }
    }

    func showDesserts() { path.append(Category.desserts) }
    func back() { path.removeLast() }
    func popToRoot() { path.removeLast(path.count) }
  }

  // "Destinations and links".
  // SwiftUI
  struct RecipesStack: View {
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        CategoryList()
          .navigationDestination(for: Category.self) {
            CategoryView(category: $0)
          }
          .navigationDestination(for: Recipe.self) {
            RecipeView(recipe: $0)
          }
      }
    }
  }

  struct CategoryView: View {
    let category: Category
    let recipe = Recipe(id: 42, name: "Pie")

    var body: some View {
      NavigationLink(value: recipe) { Text(recipe.name) }
    }
  }

  // "Saving and restoring".
  static func saveAndRestore(_ path: inout NavigationPath) throws {
    // SwiftUI
    let data = try JSONEncoder().encode(path.codable)
    let representation = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: data)
    path = NavigationPath(representation)
  }

  // "Deep links".
  // SwiftUI
  struct LinkedRoutes: View {
    @State private var path: [Route] = []

    var body: some View {
      NavigationStack(path: $path) { RouteList() }
        .onOpenURL { url in
          if url.host == "recipe", let id = Int(url.lastPathComponent) {
            path = [.list, .detail(id)]
          }
        }
    }
  }
}

// "The router", from iOS 17 (@Observable).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ComingFromSwiftUISnippets {
  // SwiftUI
  @MainActor @Observable final class Router {
    var path = NavigationPath()
    func navigate(to route: AppRoute) { path.append(route) }
    func pop() { path.removeLast() }
    func popToRoot() { path.removeLast(path.count) }
  }
}
