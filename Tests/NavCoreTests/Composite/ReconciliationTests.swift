import NavCore
import Testing

extension Composite {
  /// Version 1 of the app saved [home, profile], profile selected, one screen pushed.
  static func savedByVersion1() -> TabsState<AppTab, TypedPath<Route>> {
    var saved = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .profile])
    saved.updateStack(for: .home) { $0 = [.list] }
    saved.select(.profile, stack: [.detail(42)])
    return saved
  }

  /// Reconciling a saved TabsState into today's tabs.
  @Suite struct TabsStateReconciliationTests {
    typealias Tabs = TabsState<AppTab, TypedPath<Route>>

    @Test func keepsTodaysTabsAndCarriesOverTheStacksOfTabsThatStillExist() {
      let current = Tabs(tabs: [.home, .search, .settings], selection: .settings)
      let restoration = current.reconciled(with: savedByVersion1())
      #expect(restoration.state.tabs == [.home, .search, .settings])
      #expect(restoration.state.stacks == [[.list], [], []])
      #expect(restoration.state.selection == .settings)
      #expect(restoration.dropped == [.tab(.profile, stack: [.detail(42)]), .selection(.profile)])
      #expect(!restoration.isComplete)
    }

    @Test func carriesOverTheSavedSelectionWhenItsTabStillExists() {
      var saved = savedByVersion1()
      saved.select(.home)
      let current = Tabs(tabs: [.search, .home])
      let restoration = current.reconciled(with: saved)
      #expect(restoration.state.selection == .home)
      #expect(restoration.state.tabs == [.search, .home])
      #expect(restoration.dropped == [.tab(.profile, stack: [.detail(42)])])
    }

    @Test func keepsTheCurrentStackOfATabTheSavedStateDidNotDeclare() {
      var current = Tabs(tabs: [.home, .search])
      current.updateStack(for: .search) { $0.append(.settings) }
      let restoration = current.reconciled(with: Tabs(tabs: [.home]))
      #expect(restoration.state.stack(for: .search) == [.settings])
      #expect(restoration.isComplete)
    }

    @Test func aGoneTabWithAnEmptyStackLosesNothing() {
      let saved = Tabs(tabs: [.home, .profile])
      let restoration = Tabs(tabs: [.home, .search]).reconciled(with: saved)
      #expect(restoration.isComplete)
      #expect(restoration.state == Tabs(tabs: [.home, .search]))
    }

    @Test func theSameShapeRestoresTheSavedStateWhole() {
      let saved = savedByVersion1()
      let restoration = Tabs(tabs: [.home, .profile]).reconciled(with: saved)
      #expect(restoration == NavReconciliation(state: saved))
    }

    @Test func descriptionsNameWhatWasDropped() {
      let current = TabsState<AppTab, NavPath>(tabs: [.home])
      var saved = TabsState<AppTab, NavPath>(tabs: [.home, .profile])
      saved.select(.profile, stack: NavPath([42]))
      #expect(
        current.reconciled(with: saved).description
          == "NavReconciliation(state: TabsState(selection: .home, .home: NavPath([])), "
          + "dropped: [.tab(.profile, stack: NavPath([42 as Int])), .selection(.profile)])")
    }
  }

  /// Reconciling a saved SplitState into today's layout.
  @Suite struct SplitStateReconciliationTests {
    typealias Split = SplitState<Category, Recipe, TypedPath<Route>>

    static func savedThreeColumn() throws -> Split {
      try Split(
        layout: .threeColumn, sidebarSelection: .desserts, contentSelection: applePie,
        detail: [.detail(1)], columnVisibility: .all)
    }

    @Test func twoColumnsKeepTheSidebarAndDropTheContentAndItsDetail() throws {
      let restoration = Split(layout: .twoColumn).reconciled(with: try Self.savedThreeColumn())
      #expect(
        restoration.state
          == (try Split(layout: .twoColumn, sidebarSelection: .desserts, columnVisibility: .all)))
      #expect(restoration.dropped == [.contentSelection(applePie), .detail([.detail(1)])])
    }

    @Test func threeColumnsKeepTheSidebarAndDropTheSidebarsDetail() throws {
      let saved = try Split(layout: .twoColumn, sidebarSelection: .mains, detail: [.list])
      let restoration = Split(layout: .threeColumn).reconciled(with: saved)
      #expect(restoration.state.layout == .threeColumn)
      #expect(restoration.state.sidebarSelection == .mains)
      #expect(restoration.state.contentSelection == nil)
      #expect(restoration.state.detail.isEmpty)
      #expect(restoration.dropped == [.detail([.list])])
    }

    @Test func theSameLayoutRestoresTheSavedStateWhole() throws {
      let saved = try Self.savedThreeColumn()
      #expect(
        Split(layout: .threeColumn).reconciled(with: saved) == NavReconciliation(state: saved))
    }

    @Test func anEmptySavedStateDropsNothing() {
      let restoration = Split(layout: .twoColumn).reconciled(with: Split(layout: .threeColumn))
      #expect(restoration.isComplete)
      #expect(restoration.state == Split(layout: .twoColumn))
    }

    @Test func descriptionsNameWhatWasDropped() throws {
      let dropped = Split(layout: .twoColumn).reconciled(with: try Self.savedThreeColumn()).dropped
      #expect(
        dropped.map(\.description) == [
          ".contentSelection(Recipe(id: 1, name: \"Apple Pie\"))",
          ".detail(TypedPath<Route>([.detail(1)]))",
        ])
    }
  }

  /// Reconciling a saved PresentationState: its base into today's shape, its chain whole.
  @Suite struct PresentationStateReconciliationTests {
    typealias App = PresentationState<TabsState<AppTab, TypedPath<Route>>, Sheet, TypedPath<Route>>

    @Test func reconcilesTheBaseAndCarriesOverThePresentations() {
      var saved = App(base: savedByVersion1())
      saved.present(.newRecipe, stack: [.list])
      saved.present(.pickPhoto, style: .fullScreenCover)
      var current = App(base: TabsState(tabs: [.home, .search, .settings]))
      current.present(.recipe(3))
      let restoration = current.reconciled(with: saved)
      #expect(restoration.state.base.tabs == [.home, .search, .settings])
      #expect(restoration.state.base.stacks == [[.list], [], []])
      #expect(restoration.state.presentations == saved.presentations)
      #expect(restoration.dropped == [.tab(.profile, stack: [.detail(42)]), .selection(.profile)])
    }

    @Test func aStackBaseIsCarriedOverWhole() {
      var saved = PresentationState<TypedPath<Route>, Sheet, TypedPath<Route>>(base: [.list])
      saved.present(.newRecipe)
      let restoration = PresentationState(base: TypedPath<Route>(), presentations: [])
        .reconciled(with: saved)
      #expect(restoration == NavReconciliation(state: saved))
      #expect(restoration.isComplete)
    }
  }
}
