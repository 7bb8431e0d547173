import NavCore
import Testing

/// The screen a navigation stack's destination shows for an element it is given alone.
@Suite struct DestinationRegistryElementTests {
  enum Category: Hashable, Sendable { case desserts }
  enum Screen: Equatable, Sendable {
    case number(Int)
    case category
    case recipeNumber(Int)
  }

  /// Numbers are numbers at the root, and recipe numbers on top of a category.
  var registry: DestinationRegistry<Screen> {
    var inCategory = DestinationRegistry<Screen>()
    inCategory.register(Int.self) { .recipeNumber($0) }
    var registry = DestinationRegistry<Screen>()
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: inCategory) { _ in .category }
    return registry
  }

  @Test func elementIsResolvedInTheScopesBelowIt() throws {
    let path = NavPath([3, Category.desserts, 7])
    #expect(try registry.screen(for: path[0], in: path) == .number(3))
    #expect(try registry.screen(for: path[1], in: path) == .category)
    #expect(try registry.screen(for: path[2], in: path) == .recipeNumber(7))
  }

  @Test func repeatedElementIsTakenAtItsLastPlace() throws {
    let path = NavPath([3, Category.desserts, 3])
    #expect(try registry.screen(for: path[0], in: path) == .recipeNumber(3))
  }

  @Test func elementTheStackDoesNotHoldIsTakenOnTop() throws {
    let typed = TypedPath<Int>([1])
    #expect(try registry.screen(for: 2, in: typed) == .number(2))
    let path = NavPath([Category.desserts])
    #expect(try registry.screen(for: NavPath.Element(5), in: path) == .recipeNumber(5))
  }

  @Test func missingDestinationSaysWhere() {
    let path = NavPath([3, "pie"])
    #expect(throws: DestinationError.self) { try registry.screen(for: path[1], in: path) }
    let error = try? #require(throws: DestinationError.self) {
      try registry.screen(for: path[1], in: path)
    }
    #expect(error?.location.elementIndex == 1)
  }
}
