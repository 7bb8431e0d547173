import NavCore
import Testing

/// The check made once when a table is built: two routes that can print the same link are
/// refused then, naming both, so that printing need not read each link back. Exact messages
/// first, then tables that must be accepted, then a seeded property over random tables.
@Suite struct DeepLinkAmbiguityTests {
  enum Route: Hashable, Sendable {
    case new
    case slug(String)
    case id(Int)
    case a, b, ab
  }

  static let slug = DeepLinkRoute<Route>("/recipe/:slug") { (slug: String) in
    .slug(slug)
  } print: {
    if case .slug(let slug) = $0 { slug } else { nil }
  }

  @Test func literalThatAParameterCanPrintIsRefused() {
    expectAmbiguity(
      [DeepLinkRoute("/recipe/new", value: .new), Self.slug], routes: [0, 1],
      message: "routes 0 (/recipe/new) and 1 (/recipe/:slug) can print the same link: "
        + #"/recipe/:slug prints "new" for :slug, which reads back as /recipe/new"#)
  }

  @Test func twoRoutesOfOnePatternWithoutParametersAreRefused() {
    expectAmbiguity(
      [DeepLinkRoute("/settings", value: .a), DeepLinkRoute("/settings", value: .b)],
      routes: [0, 1],
      message: "routes 0 (/settings) and 1 (/settings) can print the same link: /settings has "
        + "no parameter, so it reads every link that /settings prints")
  }

  @Test func patternsWhoseConcatenationOverlapsAreRefused() {
    expectAmbiguity(
      [
        DeepLinkRoute("/a", value: .a), DeepLinkRoute("/a/b", value: .ab),
        DeepLinkRoute("/b", value: .b),
      ],
      routes: [0, 1],
      message: "routes 0 (/a) and 1 (/a/b) can print the same link: /a then /b prints a link "
        + "whose first element reads back as /a/b")
  }

  @Test func overlapFoundOnlyAfterSeveralElementsIsRefused() {
    // /x/:n then /y then /z prints "x 7 y z", which also reads as /x/:n/y/z: the dangling part
    // of the longer pattern is covered by two printed routes.
    let table = [
      DeepLinkRoute<String>("/x/:n", parse: { (n: Int) in "x\(n)" }, print: { _ in Int?.none }),
      DeepLinkRoute("/y", value: "y"), DeepLinkRoute("/z", value: "z"),
      DeepLinkRoute("/x/:n/y/z", parse: { (n: Int) in "xyz\(n)" }, print: { _ in Int?.none }),
    ]
    #expect {
      try DeepLinkTable(validating: table)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .ambiguousRoutes && error.location.routes == [0, 3]
        && error.description
          == "routes 0 (/x/:n) and 3 (/x/:n/y/z) can print the same link: /x/:n then /y then "
          + "/z prints a link whose first element reads back as /x/:n/y/z"
    }
  }

  @Test func parameterWhoseTypeCannotReadTheLiteralIsAccepted() throws {
    let table = try DeepLinkTable<Route>(validating: [
      DeepLinkRoute("/recipe/new", value: .new),
      DeepLinkRoute("/recipe/:id") { (id: Int) in
        .id(id)
      } print: {
        if case .id(let id) = $0 { id } else { nil }
      },
    ])
    #expect(try table.parse("/recipe/new") == [.new])
    #expect(try table.parse("/recipe/7") == [.id(7)])
    #expect(try table.link(for: [.id(7), .new]) == "/recipe/7/recipe/new")
  }

  @Test func parameterWhoseParseRefusesTheLiteralIsAccepted() throws {
    let table = try DeepLinkTable<Route>(validating: [
      DeepLinkRoute("/recipe/new", value: .new),
      DeepLinkRoute("/recipe/:slug") { (slug: String) throws(DeepLinkRejection) in
        guard slug != "new" else { throw DeepLinkRejection("\"new\" is reserved") }
        return .slug(slug)
      } print: {
        if case .slug(let slug) = $0 { slug } else { nil }
      },
    ])
    #expect(try table.link(for: [.slug("pie"), .new]) == "/recipe/pie/recipe/new")
    // The slug the table proved it never prints is refused by the same hook, not printed.
    #expect {
      try table.link(for: [.slug("new")])
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .rejectedValues && error.location.elementIndex == 0
        && error.description
          == #"element 0 (.slug("new") as Route) is rejected by route /recipe/:slug: "#
          + #""new" is reserved"#
    }
  }

  @Test func ambiguousTableTrapsWhenBuiltWithoutTry() async {
    await #expect(processExitsWith: .failure) {
      _ = DeepLinkTable<Route>(routes: [
        DeepLinkRoute("/settings", value: .a), DeepLinkRoute("/settings", value: .b),
      ])
    }
  }

  /// Random tables over a few literals and `Int` or `String` parameters, some refusing a
  /// literal: every table the check accepts prints only links that read back as the stack
  /// printed, whatever the stack.
  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func acceptedTablesPrintOnlyLinksThatReadBack(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var accepted = 0
    var printed = 0
    for _ in 0..<400 {
      let routes = (0..<Int.random(in: 1...4, using: &random)).map { index in
        Self.randomRoute(index, &random)
      }
      guard let table = try? DeepLinkTable(validating: routes) else { continue }
      accepted += 1
      for _ in 0..<20 {
        let path = (0..<Int.random(in: 0...4, using: &random)).map { _ in
          Generated(
            route: Int.random(in: 0..<routes.count, using: &random),
            text: ["a", "b", "x", "7", "42"].randomElement(using: &random)!)
        }
        guard let link = try? table.link(for: path) else { continue }
        printed += 1
        #expect(try table.parse(link) == path, "\(link) from \(routes.map(\.pattern))")
      }
    }
    #expect(accepted > 50)
    #expect(printed > 500)
  }

  struct Generated: Hashable, Sendable {
    var route: Int
    var text: String
  }

  /// A route of one to three segments from `a`, `b`, `x` and one parameter, or none; its
  /// parameter is an `Int`, a `String`, or a `String` that refuses `a`.
  static func randomRoute(_ index: Int, _ random: inout SplitMix64) -> DeepLinkRoute<Generated> {
    let count = Int.random(in: 1...3, using: &random)
    let parameterAt = Int.random(in: 0...count, using: &random)
    let segments = (0..<count).map { position in
      position == parameterAt ? ":p" : ["a", "b", "x"].randomElement(using: &random)!
    }
    let pattern = DeepLinkPattern(stringLiteral: "/" + segments.joined(separator: "/"))
    guard parameterAt < count else {
      return DeepLinkRoute(pattern, value: Generated(route: index, text: "a"))
    }
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return DeepLinkRoute(pattern) { (number: Int) in
        Generated(route: index, text: String(number))
      } print: {
        $0.route == index ? Int($0.text) : nil
      }
    case 1:
      return DeepLinkRoute(pattern) { (text: String) in
        Generated(route: index, text: text)
      } print: {
        $0.route == index ? $0.text : nil
      }
    default:
      return DeepLinkRoute(pattern) { (text: String) in
        text == "a" ? nil : Generated(route: index, text: text)
      } print: {
        $0.route == index ? $0.text : nil
      }
    }
  }

  private func expectAmbiguity(
    _ routes: [DeepLinkRoute<Route>], routes indices: [Int], message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(sourceLocation: sourceLocation) {
      try DeepLinkTable(validating: routes)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      #expect(error.kind == .ambiguousRoutes, sourceLocation: sourceLocation)
      #expect(error.location.routes == indices, sourceLocation: sourceLocation)
      #expect(error.description == message, sourceLocation: sourceLocation)
      return true
    }
  }
}
