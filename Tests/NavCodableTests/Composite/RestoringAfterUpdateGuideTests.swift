import Foundation
import NavCodable
import NavCore
import Testing

/// The snippet of the "Restore after an app update" section of the PersistenceAndMigration
/// article in NavCodable.docc: keep both in step.
@Suite struct RestoringAfterUpdateGuideTests {
  @Test func decodeThenReconcileIntoTodaysTabs() throws {
    let registry = appRegistry()
    // What version 1 saved: [home, search], search selected with a recipe pushed, a sheet open.
    var version1 = AppState(
      base: try TabsState(
        tabs: [.home, .search], selection: .search,
        stacks: [NavPath([Category.desserts]), NavPath([Recipe(id: 1, name: "Tea")])]))
    version1.present(.compose)
    let data = try registry.encode(version1)

    // Version 2 declares [home, settings].
    let saved = try registry.decode(AppState.self, from: data)
    let launch = AppState(base: TabsState(tabs: [.home, .settings]))
    let restoration = launch.reconciled(with: saved)
    #expect(restoration.state.base.tabs == [.home, .settings])
    #expect(restoration.state.base.stack(for: .home) == NavPath([Category.desserts]))
    #expect(restoration.state.base.selection == .home)
    #expect(restoration.state.presentations == saved.presentations)
    #expect(
      restoration.dropped.map(\.description) == [
        #".tab(.search, stack: NavPath([Recipe(id: 1, name: "Tea") as Recipe]))"#,
        ".selection(.search)",
      ])
    // The article prints the same, its wrapped comment lines joined.
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "../../../Sources/NavCodable/NavCodable.docc/PersistenceAndMigration.md")
    let dropped = "[\(restoration.dropped.map(\.description).joined(separator: ", "))]"
    #expect(
      try String(contentsOf: article, encoding: .utf8).replacingOccurrences(
        of: "\n//   ", with: " "
      )
      .contains("// restoration.dropped: \(dropped)\n"))
    #expect(!launch.transition(to: restoration.state).changesShape)
  }
}
