import NavCodable
import NavCore
import Testing

/// The README's quick start, line for line: if this test stops compiling or passing, the README
/// is wrong.
@Suite struct ReadmeTests {
  @Test func quickStart() throws {
    enum Category: String, Codable, Hashable, Sendable { case desserts, mains }
    struct Recipe: Codable, Hashable, Sendable {
      var id: Int
      var name: String
    }

    // A stack you can inspect, like SwiftUI's NavigationPath.
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42, name: "Apple Pie"))
    path.append(2)  // step 2 of the recipe
    #expect(path.last(ofType: Recipe.self)?.name == "Apple Pie")
    #expect(
      path.description
        == #"NavPath([desserts as Category, Recipe(id: 42, name: "Apple Pie") as Recipe, 2 as Int])"#
    )

    // Which screen shows each value, like navigationDestination(for:), checked rather than silent.
    enum Screen: Equatable, Sendable {
      case category(Category)
      case recipe(Int)
      case step(Int)
    }
    var recipeScreen = DestinationRegistry<Screen>()
    recipeScreen.register(Int.self) { .step($0) }  // what the recipe screen declares
    var destinations = DestinationRegistry<Screen>()
    destinations.register(Category.self) { .category($0) }
    destinations.register(Recipe.self, destinations: recipeScreen) { .recipe($0.id) }
    #expect(try destinations.screens(for: path) == [.category(.desserts), .recipe(42), .step(2)])

    // Save and restore: versioned JSON under stable tags that you choose.
    var types = NavTypeRegistry()
    types.register(Category.self, tag: "category")
    types.register(Recipe.self, tag: "recipe")
    types.register(Int.self, tag: "step")
    let data = try types.encode(path)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"version":1,"tags":["category","recipe","step"],"#
        + #""elements":[[0,"desserts"],[1,{"id":42,"name":"Apple Pie"}],[2,2]]}"#)
    let restored = try types.decode(NavPath.self, from: data)
    #expect(restored == path)

    // Pop back to a screen; the transition is what a renderer animates.
    var back = path
    back.popTo(Category.desserts)
    #expect(path.transition(to: back).description == "pop 2")
  }
}
