import NavCore
import Testing

/// The route-enum table of the DeepLinks article in NavCore.docc ("A table of one route enum")
/// read, printed and opened on a `TypedPath`, with the results the article shows.
@Suite struct DocsDeepLinksTests {
  /// The article's route-enum table, declared once in `DeepLinkGuideTests`.
  typealias Route = DeepLinkGuideTests.Route
  static let table = DeepLinkGuideTests.routes

  @Test func readingALink() throws {
    let table = Self.table
    let path = try table.open("myapp://category/desserts/recipe/42", as: TypedPath.self)
    #expect(path == [.category("desserts"), .recipe(42)])
  }

  @Test func printingAStack() throws {
    let table = Self.table
    #expect(
      try table.link(for: [Route.category("desserts"), .recipe(42)])
        == "myapp://category/desserts/recipe/42")
  }

  @Test func openingOnTheCurrentStack() throws {
    var path: TypedPath<Route> = [.category("desserts"), .recipe(7)]
    let change = try path.open("myapp://category/desserts/recipe/42", with: Self.table)
    #expect(change.popCount == 1)
    #expect(change.pushed == [.recipe(42)])
    #expect(path == [.category("desserts"), .recipe(42)])
  }

  @Test func aBadLinkIsAnErrorThatPointsIntoIt() {
    var path: TypedPath<Route> = [.category("desserts"), .recipe(42)]
    let error = #expect(throws: DeepLinkError.self) {
      try path.open("myapp://category/desserts/recipe/apple-pie", with: Self.table)
    }
    #expect(error?.kind == .invalidParameter)
    #expect(
      error?.description == #"parameter :id at segment 3 (offset 33): "apple-pie" is not an Int"#)
    #expect(path == [.category("desserts"), .recipe(42)])  // unchanged
  }
}
