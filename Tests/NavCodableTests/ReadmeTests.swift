import NavCodable
import NavCore
import Testing

/// The README's quick start, line for line: if this test stops compiling or passing, the README
/// is wrong.
@Suite struct ReadmeTests {
  @Test func quickStart() throws {
    enum Category: String, Codable, Hashable, Sendable { case desserts, mains }
    struct Recipe: Codable, Hashable, Sendable { var id: Int }

    // A stack you can inspect, like SwiftUI's NavigationPath.
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42))
    path.append(2)  // step 2 of the recipe
    #expect(path.last(ofType: Recipe.self)?.id == 42)
    #expect(
      path.description == "NavPath([.desserts as Category, Recipe(id: 42) as Recipe, 2 as Int])")

    // Each route declared once: its tag in saved files, its link, and its
    // screen (like navigationDestination(for:), but checked, not silent).
    // A recipe's steps are declared inside it: they show only on top of it.
    enum Screen: Equatable, Sendable {
      case category(Category)
      case recipe(Int)
      case step(Int)
    }
    var steps = NavRoutes<Screen>()
    steps.route(
      Int.self, tag: "step",
      link: DeepLinkRoute("/step/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .step($0) }
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
      Recipe.self, tag: "recipe",
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      },
      destinations: steps
    ) { .recipe($0.id) }

    // Which screen shows each value.
    #expect(
      try routes.destinations.screens(for: path) == [.category(.desserts), .recipe(42), .step(2)])

    // Links to whole stacks, and back.
    let links = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)
    #expect(try links.link(for: path) == "recipes://category/desserts/recipe/42/step/2")
    let opened = try links.open("recipes://category/mains")  // a NavPath
    #expect(opened == NavPath([Category.mains]))
    var linked = path
    #expect(
      try linked.open("recipes://category/mains", with: links).description
        == "pop 3, push [.mains as Category]")

    // Save and restore: versioned JSON under the declared tags.
    let types = NavTypeRegistry(routes: routes)
    let data = try types.encode(path)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"v":1,"t":["category","recipe","step"],"#
        + #""stack":[[0,"desserts"],[1,{"id":42}],[2,2]]}"#)
    let restored = try types.decode(NavPath.self, from: data)
    #expect(restored == path)

    // Pop back to a screen; the transition is what a renderer animates.
    var back = path
    back.popTo(Category.desserts)
    #expect(path.transition(to: back).description == "pop 2")
  }
}
