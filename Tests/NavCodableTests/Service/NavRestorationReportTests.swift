import NavCodable
import NavCore
import Testing

/// What a restoration reports about its document: the saved version, the migrations that ran,
/// and the upgrade a service writes back.
@Suite struct NavRestorationReportTests {
  private let registry = recipesRegistry(schema: NavSchemaTests.schema)

  @Test func anOlderDocumentReportsItsVersionAndEveryStepThatRan() throws {
    let restoration = try registry.restore(
      NavPath.self,
      from: Array(NavSchemaTests.version1.utf8), policy: .strict)
    #expect(restoration.savedVersion == 1)
    #expect(restoration.currentVersion == 3)
    #expect(restoration.wasMigrated)
    #expect(
      restoration.appliedMigrations.map(\.description) == [
        #"1 -> 2: rename tag "cat" to "category""#,
        #"2 -> 3: rename member "title" to "name" in tag "recipe""#,
        #"2 -> 3: rename case "sweets" to "desserts" in tag "category""#,
      ])
  }

  @Test func aCurrentDocumentReportsNoMigrationAndNeedsNoUpgrade() throws {
    let restoration = try registry.restore(
      NavPath.self, from: data(NavSchemaTests.version3), policy: .prefix)
    #expect(restoration.savedVersion == 3)
    #expect(!restoration.wasMigrated)
    #expect(restoration.appliedMigrations.isEmpty)
    #expect(try registry.upgradedDocument(of: restoration) == nil)
  }

  @Test func theUpgradeIsTheDocumentAtTodaysVersion() throws {
    let restoration = try registry.restore(
      NavPath.self, from: data(NavSchemaTests.version1), policy: .strict)
    let upgraded = try #require(try registry.upgradedDocument(of: restoration))
    #expect(text(upgraded) == NavSchemaTests.version3)
  }

  @Test func typedPathsReportTheSameAndUpgradeTheSame() throws {
    let saved = #"{"v":2,"t":["route"],"stack":[[0,{"detail":{"_0":7}}]]}"#
    let restoration = try registry.restore(
      TypedPath<Route>.self, from: data(saved), policy: .strict)
    #expect(restoration.state == [.detail(7)])
    #expect(restoration.savedVersion == 2)
    #expect(restoration.appliedMigrations.map(\.fromVersion) == [2, 2])
    let upgraded = try #require(try registry.upgradedDocument(of: restoration))
    #expect(
      text(upgraded) == #"{"v":3,"t":["route"],"stack":[[0,{"detail":{"_0":7}}]]}"#)
  }

  @Test func swiftUIDocumentsAreReadAtTheCurrentVersion() throws {
    let saved = #"["Swift.Int","42"]"#
    let restoration = try registry.restoreSwiftUIRepresentation(
      data(saved), policy: .strict)
    #expect(restoration.savedVersion == 3)
    #expect(!restoration.wasMigrated)
  }
}
