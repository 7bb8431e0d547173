import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Recipe = DeepLinkFixtures.Recipe
private typealias Product = DeepLinkFixtures.Product
private typealias Settings = DeepLinkFixtures.Settings

/// Printing stacks as links: the exact links first, then the elements a table cannot express.
@Suite struct DeepLinkPrintingTests {
  let table = DeepLinkFixtures.recipes

  @Test func printsTheSeedsLinksExactly() throws {
    #expect(
      try table.link(for: navPath(Category(name: "desserts"), Recipe.Slug(name: "apple-pie")))
        == "myapp://category/desserts/recipe/apple-pie")
    #expect(
      try table.link(for: navPath(Category(name: "desserts"), Recipe.ID(42)))
        == "myapp://category/desserts/recipe/42")
    #expect(try table.link(for: navPath(Product(id: 123))) == "myapp://product/123")
  }

  @Test func percentEncodesAllButUnreservedCharacters() throws {
    #expect(
      try table.link(for: navPath(Category(name: "a/b c+é?&#%")))
        == "myapp://category/a%2Fb%20c%2B%C3%A9%3F%26%23%25")
    #expect(
      try table.link(for: navPath(Category(name: "A-z_0.9~"))) == "myapp://category/A-z_0.9~")
  }

  @Test func printsTheTopElementsQueryItems() throws {
    #expect(
      try table.link(for: navPath(Product(id: 1), Product(id: 2, color: "dark red")))
        == "myapp://product/1/product/2?color=dark%20red")
    #expect(
      try DeepLinkFixtures.typed.link(for: [.category("x"), .recipe(1, servings: 3)])
        == "myapp://category/x/recipe/1?servings=3")
  }

  @Test func printsWithTheFirstOrigin() throws {
    let web = DeepLinkTable(origins: [.web(host: "Example.com")], routes: table.routes)
    let bare = DeepLinkTable(routes: table.routes)
    let path = navPath(Category(name: "desserts"), Settings())
    #expect(try web.link(for: path) == "https://example.com/category/desserts/settings")
    #expect(try bare.link(for: path) == "/category/desserts/settings")
    #expect(try table.link(for: NavPath()) == "myapp://")
    #expect(try web.link(for: NavPath()) == "https://example.com/")
    #expect(try bare.link(for: NavPath()) == "/")
  }

  @Test func elementWithoutRouteIsNamedByIndexAndType() {
    expectFailure(
      printing: navPath(Category(name: "a"), 42), kind: .noRoute, element: 1,
      message: "element 1 (42 as Int) has no route in the table")
  }

  @Test func parametersThatCannotBeSegmentsAreRefused() {
    expectFailure(
      printing: navPath(Category(name: "")), kind: .unprintableParameter, element: 0,
      message: #"element 0 (Category(name: "") as Category) prints parameter "#
        + ":name as an empty segment")
    expectFailure(
      printing: navPath(Settings(), Category(name: "..")), kind: .unprintableParameter, element: 1,
      message: #"element 1 (Category(name: "..") as Category) prints parameter "#
        + #":name as the dot segment "..""#)
  }

  @Test func parameterWithoutTextIsRefused() {
    struct Note: Hashable {
      var text: String?
    }
    let table = DeepLinkTable<Note>(routes: [
      DeepLinkRoute("/note/:text") { (text: String?) in
        Note(text: text)
      } print: { (note: Note) -> String?? in
        .some(note.text)
      }
    ])
    #expect {
      try table.link(for: [Note(text: nil)])
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "element 0 (Note(text: nil) as Note) prints no text for parameter :text"
    }
  }

  @Test func queryItemsBelowTheTopAreRefused() {
    expectFailure(
      printing: navPath(Product(id: 1, color: "red"), Settings()), kind: .queryItemBelowTop,
      element: 0,
      message: #"element 0 (Product(id: 1, color: Optional("red")) as Product) "#
        + #"prints query item "color", but only the top element carries query items"#)
  }

  @Test func linkThatReadsBackDifferentlyIsRefused() {
    // A slug made of digits prints as /recipe/42, which the earlier Int route reads.
    expectFailure(
      printing: navPath(Recipe.Slug(name: "42")), kind: .notReversible, element: 0,
      message: #"the printed link "myapp://recipe/42" reads back element 0 as "#
        + "ID(rawValue: 42) as ID instead of "
        + #"Slug(name: "42") as Slug"#)
  }

  @Test func linkThatDoesNotReadBackIsRefused() {
    let short = DeepLinkTable(origins: table.origins, maximumLength: 20, routes: table.routes)
    #expect {
      try short.link(for: navPath(Category(name: "desserts")))
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .notReversible
        && error.description
          == #"the printed link "myapp://category/desserts" does not read back: "#
          + "link is 25 bytes long; the limit is 20"
    }
  }

  @Test func tableWhoseOriginDoesNotReadBackIsRefusedWhenBuilt() {
    // Printing trusts that its prefix scans to no part; a table whose first origin does not is
    // refused once, when it is built, rather than printing links that cannot be read.
    #expect {
      try DeepLinkTable(validating: table.routes, origins: [.scheme("my app")])
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .unreadableOrigin && error.location.routes.isEmpty
        && error.description
          == #"the first origin prints links starting with "my app://", which do not read "#
          + "back as the empty link"
    }
  }

  private func expectFailure(
    printing path: NavPath, kind: DeepLinkError.Kind, element: Int, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(sourceLocation: sourceLocation) {
      try table.link(for: path)
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      #expect(error.kind == kind, sourceLocation: sourceLocation)
      #expect(error.location.elementIndex == element, sourceLocation: sourceLocation)
      #expect(error.description == message, sourceLocation: sourceLocation)
      return true
    }
  }
}
