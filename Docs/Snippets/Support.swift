// The app that the SwiftUI snippets of the guides are written for: its types and the views they
// name. The snippets are type-checked against SwiftUI's published declarations by CI's
// availability step (scripts/check-swiftui.sh); each snippet in a guide is a part of one of the
// files beside this one, word for word.
import NavCodable
import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

enum Category: String, CaseIterable, Codable, Hashable, Sendable {
  case desserts, mains
}

struct RecipeID: Codable, Hashable, Sendable { var rawValue: Int }

enum Screen: Equatable, Sendable {
  case category(Category)
  case recipe(Int)
}

enum AppTab: Hashable, Sendable { case recipes, search }

enum Modal: Hashable, Sendable { case editor(Int) }

/// The app's routes: each type's screen, link and saved tag, declared once.
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
  ) { .recipe($0.rawValue) }
  return routes
}()

let destinations = routes.destinations
let types = NavTypeRegistry(routes: routes)
let table = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

struct CategoryList: View {
  var body: some View { Text("Categories") }
}

struct ScreenView: View {
  let screen: Screen
  init(_ screen: Screen) { self.screen = screen }
  var body: some View {
    switch screen {
    case .category(let category): Text(category.rawValue)
    case .recipe(let id): Text("Recipe \(id)")
    }
  }
}

struct TabRoot: View {
  let tab: AppTab
  init(_ tab: AppTab) { self.tab = tab }
  var body: some View { Text(tab == .recipes ? "Recipes" : "Search") }
}

struct ModalRoot: View {
  let modal: Modal
  init(_ modal: Modal) { self.modal = modal }
  var body: some View { Text("Editor") }
}
