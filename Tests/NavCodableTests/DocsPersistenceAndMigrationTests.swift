import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The snippets of the PersistenceAndMigration article in NavCodable.docc, compiled and run: keep
/// both in step.
@Suite struct DocsPersistenceAndMigrationTests {
  // Category and Recipe are the shared fixtures of Support/Fixtures.swift.
  @Test func saveAndRestore() throws {
    var registry = NavTypeRegistry()
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe")

    let path: NavPath = [Category.desserts, Recipe(id: 42, name: "Pie")]
    let data = try registry.encode(path)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"v":1,"t":["category","recipe"],"#
        + #""stack":[[0,"desserts"],[1,{"id":42,"name":"Pie"}]]}"#)
    #expect(try registry.decode(NavPath.self, from: data) == path)
  }

  @Test func migrateAnOlderFile() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [
          .renameTag("cat", to: "category"),
          .renameMember("title", to: "name", inTag: "recipe"),
        ]
      ])
    var registry = NavTypeRegistry(schema: schema)
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe")

    let version1 =
      #"{"v":1,"t":["cat","recipe"],"#
      + #""stack":[[0,"desserts"],[1,{"id":42,"title":"Pie"}]]}"#
    let path = try registry.decode(NavPath.self, from: Data(version1.utf8))
    #expect(path == [Category.desserts, Recipe(id: 42, name: "Pie")])
  }

  @Test func restoreWhatCanBeRestored() throws {
    var registry = NavTypeRegistry()
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe")

    let damaged =
      #"{"v":1,"t":["category","recipe"],"#
      + #""stack":[[0,"desserts"],[1,{"id":"x","name":"Pie"}]]}"#
    let restoration = try registry.restore(NavPath.self, from: Data(damaged.utf8), policy: .prefix)
    #expect(restoration.state == [Category.desserts])
    #expect(restoration.dropped.map(\.location.elementIndex) == [1])
  }

  @Test func badInputIsAnErrorNotATrap() {
    var registry = NavTypeRegistry()
    registry.register(Category.self, tag: "category")
    let unknown = #"{"v":1,"t":["dish"],"stack":[[0,"pie"]]}"#
    let error = #expect(throws: NavCodingError.self) {
      try registry.decode(NavPath.self, from: Data(unknown.utf8))
    }
    #expect(error?.kind == .unknownTag)
    #expect(error?.location.elementIndex == 0)
  }
}
