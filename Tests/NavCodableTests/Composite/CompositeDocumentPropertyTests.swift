import NavCodable
import NavCore
import Testing

/// Seeded random whole-app states survive a trip through JSON, and their bytes are stable.
@Suite struct CompositeDocumentPropertyTests {
  typealias SheetsOverTabs = PresentationState<TabsState<AppTab, NavPath>, Sheet, TypedPath<Route>>
  typealias SheetsOverSplit = PresentationState<
    SplitState<Category, Recipe, NavPath>, Sheet, NavPath
  >

  static func randomElement(_ random: inout SplitMix64) -> any Hashable & Sendable {
    switch random.next() % 4 {
    case 0: Category.allCases.randomElement(using: &random) ?? .desserts
    case 1: Recipe(id: Int(random.next() % 1000), name: "r\(random.next() % 10)")
    case 2: Int(truncatingIfNeeded: random.next())
    default: "s\(random.next() % 100)"
    }
  }

  static func randomPath(_ random: inout SplitMix64) -> NavPath {
    NavPath((0..<Int(random.next() % 4)).map { _ in randomElement(&random) })
  }

  static func randomRoutes(_ random: inout SplitMix64) -> TypedPath<Route> {
    TypedPath(
      (0..<Int(random.next() % 4)).map { _ -> Route in
        switch random.next() % 3 {
        case 0: .list
        case 1: .detail(Int(random.next() % 100))
        default: .settings
        }
      })
  }

  static func randomSheets<Base, Stack>(
    over base: Base, _ random: inout SplitMix64, stack: (inout SplitMix64) -> Stack
  ) -> PresentationState<Base, Sheet, Stack> {
    var state = PresentationState<Base, Sheet, Stack>(base: base)
    for _ in 0..<(random.next() % 3) {
      state.present(
        Sheet.allCases.randomElement(using: &random) ?? .login,
        style: [ModalPresentationStyle.sheet, .fullScreenCover].randomElement(using: &random)
          ?? .sheet,
        stack: stack(&random))
    }
    return state
  }

  static func randomTabs(_ random: inout SplitMix64) throws -> TabsState<AppTab, NavPath> {
    let tabs = AppTab.allCases.shuffled(using: &random).prefix(Int(1 + random.next() % 3))
    return try TabsState(
      tabs: Array(tabs), selection: tabs.randomElement(using: &random) ?? .home,
      stacks: tabs.map { _ in randomPath(&random) })
  }

  static func randomSplit(_ random: inout SplitMix64) throws -> SplitState<
    Category, Recipe, NavPath
  > {
    let layout = SplitViewLayout.allCases.randomElement(using: &random) ?? .twoColumn
    let sidebar = random.next() % 4 == 0 ? nil : Category.allCases.randomElement(using: &random)
    let content =
      layout == .threeColumn && sidebar != nil && random.next() % 2 == 0
      ? Recipe(id: Int(random.next() % 50), name: "c") : nil
    let isDetailActive = layout == .twoColumn ? sidebar != nil : content != nil
    return try SplitState(
      layout: layout, sidebarSelection: sidebar, contentSelection: content,
      detail: isDetailActive ? randomPath(&random) : NavPath(),
      columnVisibility: [NavSplitViewVisibility.automatic, .all, .doubleColumn, .detailOnly]
        .randomElement(using: &random) ?? .all)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomSheetsOverTabsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let state = Self.randomSheets(
      over: try Self.randomTabs(&random), &random, stack: Self.randomRoutes)
    let registry = appRegistry()
    let saved = try registry.encode(state)
    let restored = try registry.decode(SheetsOverTabs.self, from: saved)
    #expect(restored == state)
    #expect(try registry.encode(restored) == saved)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomSheetsOverSplitViewsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let state = Self.randomSheets(
      over: try Self.randomSplit(&random), &random, stack: Self.randomPath)
    let registry = appRegistry()
    let saved = try registry.encode(state)
    let restored = try registry.decode(SheetsOverSplit.self, from: saved)
    #expect(restored == state)
    #expect(try registry.encode(restored) == saved)
  }
}
