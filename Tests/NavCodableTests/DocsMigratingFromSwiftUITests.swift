import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Our side of every before/after pair in the ComingFromSwiftUI article in NavCore.docc, compiled
/// and run: keep both in step. (The router rows mirror `RouterGuideTests`, the tabs, split and
/// sheet rows the composite-state article's tests.)
@Suite struct DocsMigratingFromSwiftUITests {
  // Category, Recipe and Route are the shared fixtures of Support/Fixtures.swift.
  enum Screen: Equatable, Sendable {
    case category(Category)
    case recipe(Int)
  }

  /// Each type's route, declared once: its screen and the tag it is saved under.
  static func routes() -> NavRoutes<Screen> {
    var routes = NavRoutes<Screen>()
    routes.route(Category.self, tag: "category") { .category($0) }
    routes.route(Recipe.self, tag: "recipe") { .recipe($0.id) }
    return routes
  }

  @Test func navigationPath() {
    // NavigationStack(path: $path), with @State var path = NavigationPath()
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42, name: "Pie"))
    path.removeLast()
    #expect(path.count == 1)
    path.removeAll()  // pop to root
    #expect(path.isEmpty)
  }

  @Test func typedNavigationPath() {
    // NavigationStack(path: $routes), with @State var routes: [Route] = []
    var routes: TypedPath<Route> = []
    routes.append(.list)
    routes.append(.detail(42))
    routes.removeLast(2)
    #expect(routes.isEmpty)
  }

  @Test func navigationDestination() throws {
    // .navigationDestination(for: Category.self) { CategoryView($0) }
    // .navigationDestination(for: Recipe.self) { RecipeView($0) }
    let destinations = Self.routes().destinations

    // NavigationLink(value: recipe) { Text(recipe.name) }
    var path: NavPath = [Category.desserts]
    let recipe = Recipe(id: 42, name: "Pie")
    #expect(destinations.canShow(recipe, on: path))  // the link leads somewhere
    path.append(recipe)  // what tapping the link does
    #expect(try destinations.screens(for: path) == [.category(.desserts), .recipe(42)])
  }

  @Test func navigationLinkIsActive() {
    // NavigationLink("Settings", isActive: $isShowingSettings) { SettingsView() }
    var routes: TypedPath<Route> = [.list]
    routes.append(.settings)  // isShowingSettings = true
    let found = routes.popTo(.list)  // isShowingSettings = false
    #expect(found)
    #expect(routes == [.list])
  }

  @Test func codableRepresentation() throws {
    // let data = try JSONEncoder().encode(path.codable)
    // path = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    let types = NavTypeRegistry(routes: Self.routes())  // the tags of the routes above
    let path: NavPath = [Category.desserts, Recipe(id: 42, name: "Pie")]

    let data = try types.encode(path)
    let restored = try types.decode(NavPath.self, from: data)
    #expect(restored == path)

    let document = try NavDocument(jsonBytes: data)  // to embed in your own Codable state
    #expect(try types.decode(NavPath.self, from: document.jsonBytes) == path)
  }

  @Test func sceneStorage() throws {
    // @SceneStorage("navigation") private var saved: Data?
    // .task { if let saved { path = ... } }  .onChange(of: path) { saved = ... }
    var types = NavTypeRegistry()
    types.register(Route.self, tag: "route")
    var saved: Data?

    let routes: TypedPath<Route> = [.list, .detail(42)]
    saved = try types.encode(routes)  // on every change, or when the scene goes to the background

    var restored = TypedPath<Route>()
    if let saved {
      restored = (try? types.decode(TypedPath<Route>.self, from: saved)) ?? []
    }
    #expect(restored == routes)
  }

  @Test func onOpenURL() throws {
    // .onOpenURL { url in if url.host == "recipe", let id = Int(url.lastPathComponent) { ... } }
    let links = DeepLinkTable<Route>(
      origins: [.scheme("myapp")],
      routes: [
        DeepLinkRoute("/list", value: .list),
        DeepLinkRoute("/recipe/:id") { (id: Int) in
          .detail(id)
        } print: {
          if case .detail(let id) = $0 { id } else { nil }
        },
      ])
    var routes: TypedPath<Route> = [.settings]
    let change = try routes.open("myapp://list/recipe/42", with: links)  // url.absoluteString
    #expect(routes == [.list, .detail(42)])
    #expect(change == PathTransition(popCount: 1, pushed: [.list, .detail(42)]))
    #expect(try links.link(for: routes) == "myapp://list/recipe/42")  // share it back
  }
}
