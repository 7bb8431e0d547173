import NavCodable
import NavCodableTesting
import NavCore
import Testing
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The worked example of "Prove that every release's documents restore" in the
/// PersistenceAndMigration article: three app versions, a renamed type and a removed tab.
/// Keep both in step.
enum FixtureGuide {
  /// App 3.0's tabs: 3.0 removed the Search tab.
  enum AppTab: String, Codable, Hashable, Sendable {
    case home, settings
  }
  typealias AppTabs = TabsState<AppTab, NavPath>

  /// App 3.0's registry: `Dish` became `Recipe` in 2.0.
  static func registry() -> NavTypeRegistry {
    let schema = NavSchema(
      version: 2, migrations: [1: [.renameTag("dish", to: "recipe")]])
    var registry = NavTypeRegistry(schema: schema)
    registry.register(AppTab.self, tag: "tab")
    registry.register(Recipe.self, tag: "recipe")
    return registry
  }

  /// The tabs of apps 1.0 and 2.0.
  enum OlderTab: String, Codable, Hashable, Sendable {
    case home, search, settings
  }

  /// The recipe type of app 1.0.
  struct Dish: Codable, Hashable, Sendable {
    var id: Int
    var name: String
  }

  /// A folder holding what apps 1.0 and 2.0 saved, as their releases wrote it.
  static func folderOfReleasedVersions() throws -> NavFixtureFolder {
    let folder = NavFixtureFolder(
      FileManager.default.temporaryDirectory.appending(path: "nav-guide-\(UUID())"))
    var version1 = NavTypeRegistry()
    version1.register(OlderTab.self, tag: "tab")
    version1.register(Dish.self, tag: "dish")
    try folder.write(
      TabsState<OlderTab, NavPath>(
        tabs: [.home, .search, .settings], selection: .search,
        stacks: [[], [Dish(id: 1, name: "Pie")], []]),
      appVersion: "1.0", with: version1)
    var version2 = NavTypeRegistry(schema: registry().schema)
    version2.register(OlderTab.self, tag: "tab")
    version2.register(Recipe.self, tag: "recipe")
    try folder.write(
      TabsState<OlderTab, NavPath>(
        tabs: [.home, .search, .settings], selection: .home,
        stacks: [[Recipe(id: 2, name: "Soup")], [Recipe(id: 3, name: "Tart")], []]),
      appVersion: "2.0", with: version2)
    return folder
  }
}

@Suite struct FixtureGuideTests {
  static let removedTab =
    #"payload mismatch (tag "tab") at $.state.tabs[1][1]: "#
    + "Cannot initialize AppTab from invalid String value search"

  /// What the guard reports: the migration of 1.0's document, and what the removed tab took.
  static let report = """
    1.0.json: restored from version 1 (1 -> 2: rename tag "dish" to "recipe")
      dropped: \(removedTab)
      dropped: payload mismatch (tag "tab") at $.state.selection[1]: Cannot initialize AppTab \
    from invalid String value search
      dropped: preceded by a dropped element at element 0 (tag "dish") at $.state.stacks[1][0]: \
    $.state.tabs[1] was dropped
    2.0.json: restored
      dropped: \(removedTab)
      dropped: preceded by a dropped element at element 0 (tag "recipe") at $.state.stacks[1][0]: \
    $.state.tabs[1] was dropped
    3.0.json: restored
    """

  /// The documents of 1.0 and 2.0, as the article shows them.
  @Test func theReleasedDocumentsAreTheOnesTheArticleShows() throws {
    let folder = try FixtureGuide.folderOfReleasedVersions()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    func saved(_ name: String) throws -> String {
      String(decoding: try Data(contentsOf: folder.url.appending(path: name)), as: UTF8.self)
    }
    #expect(
      try saved("1.0.json")
        == #"{"v":1,"t":["tab","dish"],"state":{"tabs":[[0,"home"],"#
        + #"[0,"search"],[0,"settings"]],"selection":[0,"search"],"#
        + #""stacks":[[],[[1,{"id":1,"name":"Pie"}]],[]]}}"#)
    #expect(
      try saved("2.0.json")
        == #"{"v":2,"t":["tab","recipe"],"state":{"tabs":[[0,"home"],"#
        + #"[0,"search"],[0,"settings"]],"selection":[0,"home"],"#
        + #""stacks":[[[1,{"id":2,"name":"Soup"}]],[[1,{"id":3,"name":"Tart"}]],[]]}}"#)
  }

  @Test func everyReleasedVersionRestores() throws {
    let folder = try FixtureGuide.folderOfReleasedVersions()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let registry = FixtureGuide.registry()
    typealias AppTabs = FixtureGuide.AppTabs

    // When 3.0 is released:
    let tabs = try AppTabs(
      tabs: [.home, .settings], selection: .settings,
      stacks: [[Recipe(id: 7, name: "Tea")], []])
    try folder.write(tabs, appVersion: "3.0", with: registry)
    // Written once: the same document again is kept, a different one refused.
    try folder.write(tabs, appVersion: "3.0", with: registry)
    #expect(throws: NavFixtureError.self) {
      try folder.write(AppTabs(tabs: [.home]), appVersion: "3.0", with: registry)
    }

    // In every test run:
    let report = try folder.restoreAll(
      AppTabs.self, with: registry, policy: .prefix)
    #expect(report.description == Self.report)
    #expect(report["1.0"]?.state.selection == .home)
    #expect(report["2.0"]?.state.stacks == [[Recipe(id: 2, name: "Soup")], []])
    #expect(report["3.0"]?.state == tabs)
  }

  @Test func underTheStrictPolicyTheRemovedTabFailsTheOlderDocuments() throws {
    let folder = try FixtureGuide.folderOfReleasedVersions()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    try folder.write(
      FixtureGuide.AppTabs(tabs: [.home, .settings]), appVersion: "3.0",
      with: FixtureGuide.registry())
    do {
      _ = try folder.restoreAll(FixtureGuide.AppTabs.self, with: FixtureGuide.registry())
      Issue.record("the documents with the Search tab restored under the strict policy")
    } catch {
      #expect(
        error.description == """
          2 of 3 saved documents in \(folder.url.path) do not restore:
          1.0.json: not restored: \(Self.removedTab)
          2.0.json: not restored: \(Self.removedTab)
          3.0.json: restored
          """)
      #expect(Set(error.documentErrors.keys) == ["1.0.json", "2.0.json"])
    }
  }
}

/// The guard in an XCTest test case, as the article shows it.
final class FixtureGuideXCTests: XCTestCase {
  func testEverySavedVersionRestores() throws {
    let folder = try FixtureGuide.folderOfReleasedVersions()
    defer { try? FileManager.default.removeItem(at: folder.url) }
    let report = try folder.restoreAll(
      FixtureGuide.AppTabs.self, with: FixtureGuide.registry(), policy: .prefix)
    XCTAssertEqual(report["1.0"]?.dropped.count, 3)
    XCTAssertEqual(report["2.0"]?.state.selection, .home)
  }
}
