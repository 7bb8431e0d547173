import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Recipe = DeepLinkFixtures.Recipe
private typealias Product = DeepLinkFixtures.Product
private typealias Settings = DeepLinkFixtures.Settings

/// The snippets of the DeepLinks article in NavCore.docc, compiled and run: keep both in step.
@Suite struct DeepLinkGuideTests {
  // "Declare the table once"
  static let table = DeepLinkTable<NavPath.Element>(
    origins: [.scheme("myapp"), .web(host: "example.com")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
        Category(name: name)
      } print: {
        $0.name
      },
      DeepLinkRoute("/recipe/:id", to: Recipe.ID.self) { (id: Int) in
        Recipe.ID(id)
      } print: {
        $0.rawValue
      },
      DeepLinkRoute("/product/:id?color", to: Product.self) { (id: Int, color: String?) in
        Product(id: id, color: color)
      } print: {
        ($0.id, $0.color)
      },
      DeepLinkRoute("/settings", value: Settings()),
    ])

  // "Links declared with their screens"
  enum Screen: Equatable, Sendable {
    case category(String)
    case recipe(Int)
  }

  static let appRoutes: NavRoutes<Screen> = {
    var appRoutes = NavRoutes<Screen>()
    appRoutes.route(
      Category.self,
      link: DeepLinkRoute("/category/:name") { (name: String) in
        Category(name: name)
      } print: {
        $0.name
      }
    ) { .category($0.name) }
    appRoutes.route(
      Recipe.ID.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe.ID(id)
      } print: {
        $0.rawValue
      }
    ) { .recipe($0.rawValue) }
    return appRoutes
  }()

  @Test func linksOfAScreensOwnRoutesOpenOnlyAboveIt() throws {
    var categoryRoutes = NavRoutes<Screen>()
    categoryRoutes.route(
      Recipe.ID.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe.ID(id)
      } print: {
        $0.rawValue
      }
    ) { .recipe($0.rawValue) }
    var scopedRoutes = NavRoutes<Screen>()
    scopedRoutes.route(
      Category.self,
      link: DeepLinkRoute("/category/:name") { (name: String) in
        Category(name: name)
      } print: {
        $0.name
      },
      destinations: categoryRoutes
    ) { .category($0.name) }
    let scoped = DeepLinkTable(origins: [.scheme("myapp")], routes: scopedRoutes.links)
    #expect(
      try scoped.open("myapp://category/desserts/recipe/42")
        == NavPath([Category(name: "desserts"), Recipe.ID(42)]))
    let error = #expect(throws: DeepLinkError.self) { try scoped.open("myapp://recipe/42") }
    #expect(error?.kind == .outOfScope)
    #expect(
      error?.description
        == "route /recipe/:id at segment 0 (offset 8) opens only in the scope of Category, "
        + "above a Category")
  }

  @Test func linksDeclaredWithTheirScreens() throws {
    let linked = DeepLinkTable(
      origins: [.scheme("myapp")],
      routes: Self.appRoutes.links + [DeepLinkRoute("/settings", value: Settings())])
    let path = try linked.open(
      "myapp://category/desserts/recipe/42")
    #expect(path == NavPath([Category(name: "desserts"), Recipe.ID(42)]))
    #expect(
      try Self.appRoutes.destinations.screens(for: path) == [.category("desserts"), .recipe(42)])
    #expect(
      try linked.link(for: path + [NavPath.Element(Settings())])
        == "myapp://category/desserts/recipe/42/settings")
  }

  // "A table of one route enum"
  enum Route: Hashable, Sendable {
    case category(String)
    case recipe(Int)
    case settings
  }

  static let routes = DeepLinkTable<Route>(
    origins: [.scheme("myapp")],
    routes: [
      DeepLinkRoute("/category/:name") { (name: String) in
        .category(name)
      } print: {
        if case .category(let name) = $0 { name } else { nil }
      },
      DeepLinkRoute("/recipe/:id") { (id: Int) in
        .recipe(id)
      } print: {
        if case .recipe(let id) = $0 { id } else { nil }
      },
      DeepLinkRoute("/settings", value: .settings),
    ])

  let table = Self.table

  @Test func readALink() throws {
    let link = "myapp://category/desserts/recipe/42"
    let path = try table.open(link)
    // NavPath([Category(name: "desserts"), Recipe.ID(42)])
    #expect(path == navPath(Category(name: "desserts"), Recipe.ID(42)))

    // The same stack, as a Universal Link or a bare path:
    let web = "https://example.com/category/desserts/recipe/42"
    #expect(try table.open(web) == path)
    let bare = "/category/desserts/recipe/42/"
    #expect(try table.open(bare) == path)

    let typed = try Self.routes.open(link, as: TypedPath.self)
    // TypedPath<Route>([.category("desserts"), .recipe(42)])
    #expect(typed == [.category("desserts"), .recipe(42)])
  }

  @Test func printAPath() throws {
    let link = try table.link(for: navPath(Category(name: "Crème brûlée"), Recipe.ID(42)))
    // "myapp://category/Cr%C3%A8me%20br%C3%BBl%C3%A9e/recipe/42"
    #expect(link == "myapp://category/Cr%C3%A8me%20br%C3%BBl%C3%A9e/recipe/42")

    let product = try table.link(for: navPath(Product(id: 7, color: "red")))
    // "myapp://product/7?color=red"
    #expect(product == "myapp://product/7?color=red")

    do {
      _ = try table.link(for: navPath(Category(name: "desserts"), 42))
    } catch {
      // element 1 (42 as Int) has no route in the table
      #expect(error.description == "element 1 (42 as Int) has no route in the table")
    }
  }

  @Test func badLinksSayWhereAndWhy() {
    do {
      _ = try table.open("myapp://category/desserts/recipe/apple-pie")
      Issue.record("expected an error")
    } catch {
      // parameter :id at segment 3 (offset 33): "apple-pie" is not an Int
      #expect(error.kind == .invalidParameter)
      #expect(
        error.description == #"parameter :id at segment 3 (offset 33): "apple-pie" is not an Int"#)
      #expect(error.location.segment == 3)
      #expect(error.location.byteOffset == 33)
    }
    do {
      _ = try table.open("myapp://category/desserts/pasta/1")
      Issue.record("expected an error")
    } catch {
      // unknown segment "pasta" at segment 2 (offset 26); expected "category", "recipe",
      // "product" or "settings"
      #expect(
        error.description
          == #"unknown segment "pasta" at segment 2 (offset 26); expected "category", "recipe", "#
          + #""product" or "settings""#)
    }
  }

  @Test func openALinkOnTheCurrentStack() throws {
    var path = navPath(Category(name: "desserts"), Recipe.ID(7))
    let change = try path.open("myapp://category/desserts/recipe/42", with: table)
    // change.popCount == 1, change.pushed == [Recipe.ID(42)]: one animated change
    #expect(change.popCount == 1)
    #expect(change.pushed == [NavPath.Element(Recipe.ID(42))])
    #expect(path == navPath(Category(name: "desserts"), Recipe.ID(42)))

    try path.open("myapp://settings", with: table, placement: .onTopOfStack)
    // path == [Category(name: "desserts"), Recipe.ID(42), Settings()]
    #expect(path == navPath(Category(name: "desserts"), Recipe.ID(42), Settings()))
  }

  @Test func refuseStacksThatCannotBeShown() {
    let hasScreen: (NavPath.Element) -> Bool = {
      $0.value(as: Settings.self) == nil
    }
    let settings = "myapp://category/desserts/settings"
    do {
      _ = try table.open(settings) { stack in
        stack.firstIndex { !hasScreen($0) }.map {
          DeepLinkRejection("no destination is registered for it", element: $0)
        }
      }
      Issue.record("expected an error")
    } catch {
      // element 1 (Settings() as Settings) at segment 2 (offset 26) is refused:
      // no destination is registered for it
      #expect(error.kind == .refused)
      #expect(
        error.description
          == "element 1 (Settings() as Settings) at segment 2 (offset 26) is "
          + "refused: no destination is registered for it")
    }
  }

  @Test func refuseStacksTheRegistryCannotShow() throws {
    let registry = Self.appRoutes.destinations
    do {
      _ = try table.open("myapp://category/desserts/settings") { stack in
        registry.resolve(stack).dropped.first.map {
          DeepLinkRejection($0.description, element: $0.location.elementIndex)
        }
      }
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .refused)
      #expect(error.description.hasPrefix("element 1 (Settings() as Settings) at segment 2"))
    }
    let shown = try table.open("myapp://category/desserts/recipe/42") {
      stack in
      registry.resolve(stack).dropped.first.map {
        DeepLinkRejection($0.description, element: $0.location.elementIndex)
      }
    }
    #expect(try registry.screens(for: shown) == [.category("desserts"), .recipe(42)])
  }
}
