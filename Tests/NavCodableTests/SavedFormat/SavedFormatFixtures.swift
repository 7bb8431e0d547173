import NavCodable
import NavCodableTesting
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The committed documents of the 1.0 format: one folder for each root kind and composite
/// state, each holding the document an older version of a small app saved (`1.0.json`, its
/// recipes tagged `dish`, at schema version 1) and the one today's version saves (`1.1.json`,
/// schema version 2, which renamed the tag to `recipe`).
///
/// To write them again (only while the 1.0 format is unreleased), run
/// `NAV_WRITE_FIXTURES=1 swift test --filter SavedFormatFixtureTests`.
enum SavedFormatFixtures {
  /// The folder of the committed documents.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "Fixtures")

  /// Whether this run writes the documents instead of only reading them.
  static let writing = ProcessInfo.processInfo.environment["NAV_WRITE_FIXTURES"] == "1"

  /// Today's registry: schema version 2, whose migration renames the tag `dish` to `recipe`.
  static func registry() -> NavTypeRegistry {
    appRegistry(schema: NavSchema(version: 2, migrations: [1: [.renameTag("dish", to: "recipe")]]))
  }

  /// The registry of the app version that saved `1.0.json`: schema version 1, recipes tagged
  /// `dish`.
  static func olderRegistry() -> NavTypeRegistry {
    var registry = NavTypeRegistry()
    registry.registerStandardTypes()
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "dish")
    registry.register(Route.self, tag: "route")
    registry.register(AppTab.self, tag: "tab")
    registry.register(Sheet.self, tag: "sheet")
    return registry
  }

  typealias Tabs = TabsState<AppTab, NavPath>
  typealias Split = SplitState<Category, Recipe, TypedPath<Route>>
  typealias SheetsOverTabs = PresentationState<Tabs, Sheet, NavPath>

  /// A recipe whose name needs escapes and is not ASCII.
  static let recipe = Recipe(id: 42, name: "Crème brûlée \"au four\"\n")

  /// A stack holding every standard type and the recipes domain.
  static let stack: NavPath = [
    Category.desserts, recipe, 7, "tea", true, 2.5,
    UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
  ]

  static func tabs(selection: AppTab = .search, search: NavPath = [Category.mains, recipe])
    throws -> Tabs
  {
    try Tabs(
      tabs: [.home, .search, .settings], selection: selection,
      stacks: [[Category.desserts], search, []])
  }

  static func split(detail: TypedPath<Route> = [.list, .detail(7)]) throws -> Split {
    try Split(
      layout: .threeColumn, sidebarSelection: .desserts, contentSelection: recipe, detail: detail,
      columnVisibility: .doubleColumn)
  }

  static func sheetsOverTabs(compose: NavPath = [recipe]) throws -> SheetsOverTabs {
    var state = SheetsOverTabs(base: try tabs())
    state.present(.login, style: .sheet)
    state.present(.compose, style: .fullScreenCover, stack: compose)
    return state
  }

  /// Every committed kind of document: its folder's name and its state.
  static func all() throws -> [SavedFormatFixture] {
    let presentations = try sheetsOverTabs()
    // Home selected, a stack pushed on the login sheet, compose presented again as a sheet.
    var changed = SheetsOverTabs(base: try tabs(selection: .home))
    changed.present(.login, style: .sheet, stack: [Category.drinks])
    changed.present(.compose, style: .sheet, stack: [recipe])
    // Settings removed, a recipe pushed on home and one popped from search.
    let fewerTabs = try Tabs(
      tabs: [.home, .search], selection: .home,
      stacks: [[Category.desserts, recipe], [Category.mains]])
    return [
      SavedFormatFixture("Stack", stack),
      SavedFormatFixture("Tabs", try tabs()),
      SavedFormatFixture("Split", try split()),
      SavedFormatFixture("Presentations", presentations),
      SavedFormatFixture(
        "PathTransition",
        PathTransition<NavPath.Element>(
          popCount: 1, pushed: [NavPath.Element(recipe), NavPath.Element(7)])),
      SavedFormatFixture(
        "TabsTransition", try tabs().transition(to: fewerTabs)),
      SavedFormatFixture(
        "SplitTransition",
        try Split(layout: .twoColumn, sidebarSelection: .mains, detail: [.settings])
          .transition(to: try split())),
      SavedFormatFixture("PresentationTransition", presentations.transition(to: changed)),
      SavedFormatFixture(
        "AppDefinedComposite",
        InboxTabs(selection: .settings, inbox: [Category.drinks, recipe], badge: 12, sheet: .login)),
    ]
  }
}

/// One kind of committed document: writes its folder's documents, and restores them all with
/// the guard.
struct SavedFormatFixture: Sendable, CustomStringConvertible {
  /// What restoring one document took, and whether it gave the state it was written from.
  struct Restored: Equatable {
    var name: String
    var isTheSavedState: Bool
    var savedVersion: Int
    var appliedMigrations: [String]
    var isComplete: Bool
  }

  let description: String
  /// Writes `1.0.json` with the older registry and `1.1.json` with today's.
  let write: @Sendable () throws -> Void
  /// Restores every document of the folder with today's registry, through the guard.
  let restoreAll: @Sendable () throws -> [Restored]

  init<State: NavSavableState & Equatable & Sendable>(_ kind: String, _ state: State) {
    let folder = NavFixtureFolder(SavedFormatFixtures.folder.appending(path: kind))
    self.description = kind
    write = {
      try folder.write(state, appVersion: "1.0", with: SavedFormatFixtures.olderRegistry())
      try folder.write(state, appVersion: "1.1", with: SavedFormatFixtures.registry())
    }
    restoreAll = {
      try folder.restoreAll(State.self, with: SavedFormatFixtures.registry()).files.map {
        Restored(
          name: $0.name, isTheSavedState: $0.restoration.state == state,
          savedVersion: $0.restoration.savedVersion,
          appliedMigrations: $0.restoration.appliedMigrations.map(\.description),
          isComplete: $0.restoration.isComplete)
      }
    }
  }
}
