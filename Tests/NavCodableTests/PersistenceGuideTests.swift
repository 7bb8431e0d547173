import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The snippets of the PersistenceAndMigration article in NavCodable.docc ("Save and restore",
/// "Choose tags", "Migrate older documents", "Errors and decoding policies", "Limits", "Embed a
/// document in your own state", "Read and write SwiftUI's format"), compiled and run: keep both
/// in step.
@Suite struct PersistenceGuideTests {
  @Test func savingAndRestoring() throws {
    var registry = NavTypeRegistry()
    registry.registerStandardTypes()  // Int, String, Bool, Double, UUID
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe")

    let path = NavPath([
      NavPath.Element(Category.desserts), NavPath.Element(Recipe(id: 42, name: "Pie")),
    ])
    let data = try registry.encode(path)
    #expect(
      text(data)
        == #"{"v":1,"t":["category","recipe"],"stack":[[0,"desserts"],[1,{"id":42,"name":"Pie"}]]}"#
    )

    let restored = try registry.decode(NavPath.self, from: data)  // restored == path
    #expect(restored == path)
  }

  @Test func typedPaths() throws {
    let registry = recipesRegistry()
    let data = try registry.encode(TypedPath<Route>([.list, .detail(42)]))
    let routes = try registry.decode(TypedPath<Route>.self, from: data)
    #expect(routes == [.list, .detail(42)])
  }

  @Test func renamingATypeKeepsItsOldTagReadable() throws {
    struct Dish: Codable, Hashable, Sendable {
      var id: Int
      var name: String
    }
    var registry = NavTypeRegistry()
    // Files saying "recipe" still load.
    registry.register(Dish.self, tag: "dish", aliases: ["recipe"])
    let old = #"{"v":1,"t":["recipe"],"stack":[[0,{"id":1,"name":"Pie"}]]}"#
    #expect(
      try registry.decode(NavPath.self, from: data(old)) == NavPath([Dish(id: 1, name: "Pie")]))
  }

  @Test func migratingThroughThreeVersions() throws {
    let schema = NavSchema(
      version: 3,
      migrations: [
        1: [.renameTag("cat", to: "category")],
        2: [
          .renameMember("title", to: "name", inTag: "recipe"),
          .renameEnumCase("sweets", to: "desserts", inTag: "category"),
        ],
      ])
    var registry = NavTypeRegistry(schema: schema)
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe")

    let version1 =
      #"{"v":1,"t":["cat","recipe"],"stack":[[0,"sweets"],[1,{"id":42,"title":"Pie"}]]}"#
    let path = try registry.decode(NavPath.self, from: Data(version1.utf8))
    #expect(
      path
        == NavPath([
          NavPath.Element(Category.desserts), NavPath.Element(Recipe(id: 42, name: "Pie")),
        ]))
    #expect(
      try text(registry.encode(path))
        == #"{"v":3,"t":["category","recipe"],"stack":[[0,"desserts"],[1,{"id":42,"name":"Pie"}]]}"#
    )
  }

  @Test func prefixPolicy() throws {
    let registry = recipesRegistry()
    let data = data(NavDecodingPolicyTests.damaged)
    var shown: NavPath?
    var printed: [String] = []
    func print(_ error: NavCodingError) { printed.append(error.description) }
    func showStack(_ path: NavPath) { shown = path }

    let restoration = try registry.restore(NavPath.self, from: data, policy: .prefix)
    for dropped in restoration.dropped {
      print(dropped)
    }
    showStack(restoration.state)

    #expect(shown?.count == 2)
    #expect(printed.count == 3)
    #expect(
      printed.last?.hasSuffix(
        "payload mismatch at element 4 (tag \"recipe\") at $[4].payload.id: "
          + "expected an integer, found string \"x\"") == true)
  }

  @Test func limits() throws {
    let registry = recipesRegistry()
    let data = try registry.encode(NavPath([1, 2]))
    let path = try registry.decode(
      NavPath.self, from: data, limits: NavDecodingLimits(maxElementCount: 50))
    #expect(path == NavPath([1, 2]))
  }

  @Test func embeddingInYourOwnState() throws {
    struct AppState: Codable {
      var selectedTab: String
      var path: NavDocument
    }
    let registry = recipesRegistry()
    let path = NavPath([
      NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 1, name: "Stew")),
    ])

    let state = AppState(
      selectedTab: "recipes", path: try NavDocument(jsonBytes: registry.encode(path)))
    let saved = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(AppState.self, from: saved)
    // Migrated first if it is older.
    let restoredPath = try registry.decode(NavPath.self, from: decoded.path.jsonBytes)
    #expect(restoredPath == path)
  }

  @Test func swiftUIFormat() throws {
    let savedBySwiftUI = data(SwiftUIRepresentationTests.issueExample)
    var registry = NavTypeRegistry()
    registry.registerStandardTypes()
    registry.register(User.self, tag: "User")  // the name the iOS app's SwiftUI writes

    let fromPhone = try registry.restoreSwiftUIRepresentation(savedBySwiftUI).state
    let forPhone = try registry.encodeSwiftUIRepresentation(fromPhone)
    #expect(forPhone == savedBySwiftUI)
  }
}
