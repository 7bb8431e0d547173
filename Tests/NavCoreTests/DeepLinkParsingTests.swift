import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Recipe = DeepLinkFixtures.Recipe
private typealias Product = DeepLinkFixtures.Product
private typealias Settings = DeepLinkFixtures.Settings
private typealias Cuisine = DeepLinkFixtures.Cuisine

/// Reading links as whole stacks: the seeds' examples, origins, encoding and matching rules.
@Suite struct DeepLinkParsingTests {
  let table = DeepLinkFixtures.recipes

  @Test func seedCategoryThenRecipeBuildsTheWholeBackStack() throws {
    // Seed 003: myapp://category/desserts/recipe/apple-pie
    #expect(
      try table.open("myapp://category/desserts/recipe/apple-pie")
        == navPath(Category(name: "desserts"), Recipe.Slug(name: "apple-pie")))
    #expect(
      try table.open("myapp://category/desserts/recipe/42")
        == navPath(Category(name: "desserts"), Recipe.ID(42)))
  }

  @Test func seedProductLinkReadsTheHostAsTheFirstSegment() throws {
    // Seed 004: myapp://product/123, where URLComponents calls "product" the host.
    #expect(
      try table.open("myapp://product/123") == navPath(Product(id: 123)))
  }

  @Test(arguments: [
    "myapp://category/desserts/recipe/42",
    "MyApp://category/desserts/recipe/42",
    "myapp:/category/desserts/recipe/42",
    "myapp:category/desserts/recipe/42",
    "myapp:///category/desserts/recipe/42",
    "https://example.com/category/desserts/recipe/42",
    "HTTPS://Example.COM/category/desserts/recipe/42",
    "/category/desserts/recipe/42",
    "category/desserts/recipe/42",
    "/category/desserts/recipe/42/",
    "//category//desserts///recipe/42//",
    "/category/desserts/recipe/42#comments",
    "/category/desserts/recipe/42?utm_source=mail",
    "/category/%64esserts/recipe/%34%32",
  ])
  func equivalentSpellingsReadAsTheSameStack(link: String) throws {
    #expect(
      try table.open(link)
        == navPath(Category(name: "desserts"), Recipe.ID(42)))
  }

  @Test(arguments: ["", "/", "myapp://", "myapp:", "https://example.com", "https://example.com/"])
  func linksWithoutSegmentsOpenTheRoot(link: String) throws {
    #expect(try table.open(link).isEmpty)
  }

  @Test func percentDecodingHappensAfterSplittingSegments() throws {
    #expect(
      try table.open("/category/a%2Fb%20c+d%C3%A9")
        == navPath(Category(name: "a/b c+dé")))
    #expect(
      try table.open("/category/café") == navPath(Category(name: "café"))
    )
  }

  @Test func onlyTheTopElementReadsQueryItems() throws {
    #expect(
      try table.open("/product/1/product/2?color=red")
        == navPath(Product(id: 1), Product(id: 2, color: "red")))
  }

  @Test func queryItemsFollowURLComponents() throws {
    // The first value of a repeated item wins, "+" stays a plus sign, a bare name is empty text,
    // and empty pairs and unknown items are skipped.
    #expect(
      try table.open("/product/1?&color=a+b&color=blue&&size=4")
        == navPath(Product(id: 1, color: "a+b")))
    #expect(
      try table.open("/product/1?color")
        == navPath(Product(id: 1, color: "")))
    #expect(
      try table.open("/product/1?color=%3D%26")
        == navPath(Product(id: 1, color: "=&")))
    #expect(
      try table.open("/product/1?colour=red") == navPath(Product(id: 1)))
  }

  @Test func routesOfTheSameShapeAreTriedInOrder() throws {
    // /recipe/:id reads Ints; /recipe/:slug takes the rest.
    #expect(try table.open("/recipe/7") == navPath(Recipe.ID(7)))
    #expect(
      try table.open("/recipe/7b") == navPath(Recipe.Slug(name: "7b")))
  }

  @Test func rawRepresentableParametersReadTheirRawValue() throws {
    #expect(
      try table.open("/cuisine/thai/settings")
        == navPath(Cuisine.thai, Settings()))
  }

  @Test func typedTableBuildsATypedPath() throws {
    let path: TypedPath = try DeepLinkFixtures.typed.open(
      "myapp://category/desserts/recipe/42?servings=4")
    #expect(path == [.category("desserts"), .recipe(42, servings: 4)])
  }

  @Test func longestPatternWinsWhenTheRestStillMatches() throws {
    // The table is unambiguous for printing (`/:z/b/c` refuses "b", so it never prints the
    // "b" that `/a/:x/b` would swallow), yet links split several ways by shape.
    let table = DeepLinkTable<String>(routes: [
      DeepLinkRoute("/a/:x", parse: { (x: Int) in "a(\(x))" }, print: { _ in Int?.none }),
      DeepLinkRoute("/a/:x/b", parse: { (x: Int) in "ab(\(x))" }, print: { _ in Int?.none }),
      DeepLinkRoute("/b/:y", parse: { (y: Int) in "b(\(y))" }, print: { _ in Int?.none }),
      DeepLinkRoute(
        "/:z/b/c", parse: { (z: String) in z == "b" ? nil : "zbc(\(z))" },
        print: { _ in String?.none }),
    ])
    #expect(try table.parse("/a/1/b") == ["ab(1)"])
    #expect(try table.parse("/a/1/b/2") == ["a(1)", "b(2)"])
    #expect(try table.parse("/a/1/b/a/2") == ["ab(1)", "a(2)"])
    #expect(try table.parse("/a/b/c") == ["zbc(a)"])
  }

  @Test func literalBeatsParameterBetweenPatternsOfTheSameLength() throws {
    // Both patterns read "/a/b" whole; the parameter route is declared first, yet the literal
    // "a" wins at the first segment where they differ. (`/:y/b` refuses "a", which keeps the
    // table unambiguous for printing; reading would fail here if the parameter won.)
    let table = DeepLinkTable<String>(routes: [
      DeepLinkRoute(
        "/:y/b", parse: { (y: String) in y == "a" ? nil : "yb(\(y))" },
        print: { _ in String?.none }),
      DeepLinkRoute("/a/:x", parse: { (x: String) in "a(\(x))" }, print: { _ in String?.none }),
    ])
    #expect(try table.parse("/a/b") == ["a(b)"])
    #expect(try table.parse("/c/b") == ["yb(c)"])
  }

  @Test func sharedPrefixesFindTheOnlySplitThatReachesTheEnd() throws {
    // Every prefix of the link matches some pattern, yet only one split reaches the end; the
    // matcher finds it in one backward pass. Such a table prints ambiguous links (/x/x is also
    // /x then /x), so it is built without the check, through the test hook.
    let table = DeepLinkTable<Int>(
      unchecked: (1...8).map { length in
        DeepLinkRoute(
          DeepLinkPattern(stringLiteral: String(repeating: "/x", count: length)),
          value: length)
      } + [DeepLinkRoute("/end", value: 0)],
      maximumLength: .max)
    let link = String(repeating: "/x", count: 10_001) + "/end"
    let parsed = try table.parse(link)
    #expect(parsed.reduce(0, +) == 10_001)
    #expect(parsed.last == 0)
  }

  @Test func validationSeesTheWholeStackAndNamesTheRefusedSegment() throws {
    var seen: [NavPath] = []
    #expect(
      try table.open("/category/a/recipe/1") {
        seen.append($0)
        return nil
      }.count == 2)
    #expect(seen == [navPath(Category(name: "a"), Recipe.ID(1))])
    do {
      _ = try table.open("/category/a/recipe/1") { stack in
        stack.lastIndex { $0.value(as: Recipe.ID.self) != nil }.map {
          DeepLinkRejection("no destination for Recipe.ID", element: $0)
        }
      }
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .refused)
      #expect(
        error.description
          == "element 1 (ID(rawValue: 1) as ID) at segment 2 (offset 12) "
          + "is refused: no destination for Recipe.ID")
      #expect(error.location.elementIndex == 1)
      #expect(error.location.segment == 2)
      #expect(error.location.byteOffset == 12)
    }
  }

  @Test(arguments: [9, -1]) func refusalOutsideTheStackStillFails(element: Int) {
    #expect {
      try table.open("/settings") { _ in
        DeepLinkRejection("no", element: element)
      }
    } throws: { error in
      (error as? DeepLinkError)?.description == "the stack is refused: no"
    }
  }

  @Test func refusalWithoutAnElementRefusesTheWholeStack() {
    #expect {
      try table.open("/settings") { _ in
        DeepLinkRejection("not now")
      }
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .refused && error.description == "the stack is refused: not now"
        && error.location.elementIndex == nil && error.location.byteOffset == nil
    }
  }

  @Test func rejectingParseClosureFailsTheLink() throws {
    let table = DeepLinkTable<Int>(routes: [
      DeepLinkRoute("/even/:n", parse: { (n: Int) in n % 2 == 0 ? n : nil }, print: { $0 })
    ])
    #expect(try table.parse("/even/4") == [4])
    #expect {
      try table.parse("/even/4/even/3")
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "route /even/:n rejected its values at segment 2 (offset 8)"
    }
  }
}
