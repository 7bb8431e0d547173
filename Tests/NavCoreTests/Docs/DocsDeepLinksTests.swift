import NavCore
import Testing

/// The snippets of the DeepLinks article in NavCore.docc, compiled and run: keep both in step.
@Suite struct DocsDeepLinksTests {
  enum Route: Hashable, Sendable {
    case category(String)
    case recipe(Int)
    case settings
  }

  static let table = DeepLinkTable<Route>(
    origins: [.scheme("myapp"), .web(host: "example.com")],
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

  @Test func readingALink() throws {
    let table = Self.table
    let path = try table.typedPath(parsing: "myapp://category/desserts/recipe/42")
    #expect(path == [.category("desserts"), .recipe(42)])
    #expect(try table.typedPath(parsing: "https://example.com/category/desserts/recipe/42") == path)
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
