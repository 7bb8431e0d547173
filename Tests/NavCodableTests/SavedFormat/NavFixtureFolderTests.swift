import NavCodable
import NavCodableTesting
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The schema-evolution guard: what it reports for a folder of saved documents, and how it says
/// what is wrong with the folder itself.
@Suite struct NavFixtureFolderTests {
  let registry = SavedFormatFixtures.registry()
  let path: NavPath = [Category.desserts, Recipe(id: 1, name: "Pie")]

  /// Runs `body` with a folder of its own, removed afterwards.
  func withFolder(_ body: (URL) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appending(path: "nav-fixtures-\(UUID())")
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url)
  }

  /// The error `body` throws.
  func fixtureError(_ body: () throws(NavFixtureError) -> some Any) -> NavFixtureError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func aDocumentThatDoesNotRestoreIsReportedWithItsFileNameAndExactError() throws {
    try withFolder { url in
      let folder = NavFixtureFolder(url)
      try folder.write(path, appVersion: "1.0", with: SavedFormatFixtures.olderRegistry())
      try folder.write(path, appVersion: "1.1", with: registry)
      try Data(#"{"v":2,"t":[],"stack":[}"#.utf8)
        .write(to: url.appending(path: "1.2.json"))
      // Today's schema forgot the migration from version 1.
      let withoutMigration = appRegistry(schema: NavSchema(version: 2, migrations: [1: []]))
      let error = try #require(
        fixtureError { () throws(NavFixtureError) in
          try folder.restoreAll(NavPath.self, with: withoutMigration)
        })
      #expect(error.kind == .documentsNotRestored)
      #expect(error.kind.fault == .data(.unprocessable))
      #expect(error.domain == "NavCodableTesting.NavFixtureError")
      #expect(error.path == url.path)
      #expect(
        error.documentErrors.mapValues(\.description) == [
          "1.0.json": #"unknown tag at element 1 (tag "dish") at $[1].tag: "#
            + "no type is registered under this tag",
          "1.2.json": "malformed JSON at $.stack[0] (byte 23): expected a value, found '}'",
        ])
      #expect(
        error.description == """
          2 of 3 saved documents in \(url.path) do not restore:
          1.0.json: not restored: \(error.documentErrors["1.0.json"]!)
          1.1.json: restored
          1.2.json: not restored: \(error.documentErrors["1.2.json"]!)
          """)
    }
  }

  @Test func eachDocumentReportsItsMigrationsAndDrops() throws {
    try withFolder { url in
      let folder = NavFixtureFolder(url)
      try folder.write(path, appVersion: "1.0", with: SavedFormatFixtures.olderRegistry())
      try folder.write(path, appVersion: "1.1", with: registry)
      let report = try folder.restoreAll(NavPath.self, with: registry, policy: .prefix)
      #expect(report.files.map(\.name) == ["1.0.json", "1.1.json"])
      #expect(report["1.0"]?.state == path)
      #expect(report["1.0"]?.appliedMigrations.map(\.name) == [#"rename tag "dish" to "recipe""#])
      #expect(report["1.1"]?.wasMigrated == false)
      #expect(report["2.0"] == nil)
      #expect(
        report.description == """
          1.0.json: restored from version 1 (1 -> 2: rename tag "dish" to "recipe")
          1.1.json: restored
          """)
    }
  }

  @Test func whatThePrefixPolicyDroppedIsReportedUnderItsDocument() throws {
    try withFolder { url in
      let folder = NavFixtureFolder(url)
      try folder.write(path, appVersion: "1.0", with: SavedFormatFixtures.olderRegistry())
      // Today's app no longer has recipes, and forgot the migration's rename.
      var withoutRecipes = NavTypeRegistry(schema: NavSchema(version: 2, migrations: [1: []]))
      withoutRecipes.register(Category.self, tag: "category")
      let report = try folder.restoreAll(NavPath.self, with: withoutRecipes, policy: .prefix)
      #expect(report["1.0"]?.state == [Category.desserts])
      #expect(
        report.description == """
          1.0.json: restored from version 1
            dropped: \(try #require(report["1.0"]?.dropped.first))
          """)
      #expect(
        report["1.0"]?.dropped.map(\.description) == [
          #"unknown tag at element 1 (tag "dish") at $[1].tag: "#
            + "no type is registered under this tag"
        ])
    }
  }
}
