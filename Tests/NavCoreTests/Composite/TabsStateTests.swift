import NavCore
import Testing

extension Composite {
  @Suite struct TabsStateTests {
    typealias Tabs = TabsState<AppTab, TypedPath<Route>>

    @Test func startsOnTheFirstTabWithEveryStackAtItsRoot() {
      let tabs = Tabs(tabs: [.home, .search, .settings])
      #expect(tabs.selection == .home)
      #expect(tabs.stacks == [[], [], []])
    }

    @Test func switchingTabsKeepsEveryStack() {
      var tabs = Tabs(tabs: [.home, .search, .settings])
      tabs.activeStack.append(.list)
      tabs.activeStack.append(.detail(42))
      #expect(tabs.select(.search) == .changed)
      tabs.activeStack.append(.detail(7))
      #expect(tabs.select(.settings) == .changed)
      tabs.activeStack.append(.settings)
      tabs.select(.home)
      #expect(tabs.activeStack == [.list, .detail(42)])
      #expect(tabs.stack(for: .search) == [.detail(7)])
      #expect(tabs.stack(for: .settings) == [.settings])
    }

    @Test(arguments: [
      (AppTab.search, ".changed"),
      (AppTab.home, ".unchanged"),
      (
        AppTab.settings,
        ".failed(TabsState: the selection settings is not one of the declared tabs)"
      ),
    ])
    func selectReportsWhatHappened(tab: AppTab, outcome: String) {
      var tabs = Tabs(tabs: [.home, .search])
      tabs.activeStack.append(.list)
      let selected = tabs.select(tab)
      #expect("\(selected)" == outcome)
      if case .failed(let error) = selected {
        #expect(error.kind == .unknownTab)
      }
      #expect(tabs.selection == (tab == .settings ? .home : tab))
      #expect(tabs.stack(for: .home) == [.list])
    }

    @Test func reselectPopsOnlyTheSelectedStackToItsRoot() {
      var tabs = Tabs(tabs: [.home, .search])
      tabs.activeStack = [.list, .detail(1), .detail(2)]
      tabs.updateStack(for: .search) { $0.append(.settings) }
      #expect(tabs.reselect() == 3)
      #expect(tabs.activeStack.isEmpty)
      #expect(tabs.stack(for: .search) == [.settings])
      #expect(tabs.reselect() == 0)
    }

    @Test func deepLinkSelectsTheTabAndSetsItsStackInOneChange() {
      var tabs = Tabs(tabs: [.home, .search, .settings])
      tabs.activeStack.append(.list)
      #expect(tabs.select(.search, stack: [.list, .detail(42)]) == .changed)
      #expect(tabs.selection == .search)
      #expect(tabs.activeStack == [.list, .detail(42)])
      #expect(tabs.stack(for: .home) == [.list])
    }

    @Test func deepLinkToTheSelectedTabReplacesItsStack() {
      var tabs = Tabs(tabs: [.home, .search])
      tabs.activeStack.append(.list)
      #expect(tabs.select(.home, stack: [.detail(7)]) == .changed)
      #expect(tabs.selection == .home)
      #expect(tabs.activeStack == [.detail(7)])
      #expect(tabs.stack(for: .search) == [])
      #expect(tabs.select(.home, stack: [.detail(7)]) == .unchanged)
    }

    @Test func deepLinkToAnUndeclaredTabChangesNothing() {
      var tabs = Tabs(tabs: [.home, .search])
      let before = tabs
      guard case .failed(let error) = tabs.select(.settings, stack: [.settings]) else {
        Issue.record("expected .failed")
        return
      }
      #expect(error.kind == .unknownTab)
      #expect(tabs == before)
    }

    @Test func updateStackOfAnUndeclaredTabReturnsNil() {
      var tabs = Tabs(tabs: [.home])
      let result: Int? = tabs.updateStack(for: .search) { $0.pop(1) }
      #expect(result == nil)
      #expect(tabs.stack(for: .search) == nil)
    }

    @Test(arguments: [
      (
        [AppTab](), AppTab.home, 0, "TabsState: no tabs declared; a tab view needs at least one tab"
      ),
      ([.home, .search, .home], .home, 3, "TabsState: tab home at index 2 is declared twice"),
      (
        [.home, .search], .settings, 2,
        "TabsState: the selection settings is not one of the declared tabs"
      ),
      (
        [.home, .search], .home, 1,
        "TabsState: 2 tabs declared but 1 stacks given; each tab needs one stack"
      ),
    ])
    func validatingInitNamesWhatIsWrong(
      tabs: [AppTab], selection: AppTab, stackCount: Int, message: String
    ) {
      let stacks = Array(repeating: TypedPath<Route>(), count: stackCount)
      #expect(throws: CompositeStateError.self) {
        try Tabs(tabs: tabs, selection: selection, stacks: stacks)
      }
      do {
        _ = try Tabs(tabs: tabs, selection: selection, stacks: stacks)
      } catch {
        #expect(error.description == message)
      }
    }

    /// The validating initializer compares a few tabs pairwise and hashes more: both name the
    /// first tab that repeats an earlier one, and find the selection wherever it is.
    @Test(arguments: [2, 3, 16, 17, 40])
    func validatingInitFindsTheFirstRepeatAndTheSelectionAtAnyCount(count: Int) throws {
      let tabs = Array(0..<count)
      for repeated in 1..<count {
        var withRepeat = tabs
        withRepeat[repeated] = repeated / 2
        let stacks = Array(repeating: NavPath(), count: count)
        let error = #expect(throws: CompositeStateError.self) {
          try TabsState(tabs: withRepeat, selection: 0, stacks: stacks)
        }
        #expect(error?.kind == .duplicateTab)
        #expect(error?.location.elementIndex == repeated)
      }
      for selection in tabs {
        let state = try TabsState(
          tabs: tabs, selection: selection, stacks: Array(repeating: NavPath(), count: count))
        #expect(state.selection == selection)
      }
    }

    @Test func validatingInitKeepsTheGivenStacks() throws {
      let tabs = try Tabs(tabs: [.home, .search], selection: .search, stacks: [[.list], []])
      #expect(tabs.selection == .search)
      #expect(tabs.stack(for: .home) == [.list])
    }

    @Test func settingAnUndeclaredSelectionTraps() async {
      await #expect(processExitsWith: .failure) {
        var tabs = TabsState<AppTab, NavPath>(tabs: [.home, .search])
        tabs.selection = .settings
      }
    }

    @Test func creatingWithoutTabsTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = TabsState<AppTab, NavPath>(tabs: [])
      }
    }

    @Test func creatingWithARepeatedTabTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = TabsState<AppTab, NavPath>(tabs: [.home, .home])
      }
    }

    @Test func descriptionListsTheSelectionThenEachTabsStack() {
      var tabs = TabsState<AppTab, NavPath>(tabs: [.home, .search], selection: .search)
      tabs.updateStack(for: .home) { $0.append(42) }
      #expect(
        tabs.description
          == "TabsState(selection: .search, .home: NavPath([42 as Int]), .search: NavPath([]))")
    }

    @Test func transitionListsStackChangesInTabOrderThenTheSwitch() {
      var old = Tabs(tabs: [.home, .search, .settings])
      old.activeStack = [.list, .detail(1), .detail(2)]
      var new = old
      new.reselect()
      new.select(.settings, stack: [.settings])
      let transition = old.transition(to: new)
      #expect(
        transition.description == ".home: pop 3; .settings: push [.settings]; switch to .settings")
      old.apply(transition)
      #expect(old == new)
    }

    @Test func transitionBetweenEqualStatesIsEmpty() {
      let tabs = Tabs(tabs: [.home, .search])
      #expect(tabs.transition(to: tabs).isEmpty)
      #expect(tabs.transition(to: tabs).description == "none")
    }

    @Test func transitionToOtherTabsReplacesTheTabSetThenFillsTheStacks() {
      var old = Tabs(tabs: [.home, .profile], selection: .profile)
      old.activeStack = [.detail(42)]
      old.updateStack(for: .home) { $0 = [.list, .detail(1)] }
      var new = Tabs(tabs: [.home, .search, .settings], selection: .search)
      new.activeStack = [.settings]
      new.updateStack(for: .home) { $0 = [.list] }
      let transition = old.transition(to: new)
      #expect(
        transition.description
          == "tabs: [.home, .profile] -> [.home, .search, .settings]; .home: pop 1; "
          + ".search: push [.settings]; switch to .search")
      #expect(
        transition.tabs
          == ValueTransition(from: [.home, .profile], to: [.home, .search, .settings]))
      #expect(transition.changesShape)
      old.apply(transition)
      #expect(old == new)
    }

    @Test func reorderingTheTabsIsAShapeChangeThatKeepsEveryStack() throws {
      var old = Tabs(tabs: [.home, .search])
      old.activeStack = [.list]
      var new = try Tabs(tabs: [.search, .home], selection: .home, stacks: [[], [.list]])
      let transition = old.transition(to: new)
      #expect(transition.description == "tabs: [.home, .search] -> [.search, .home]")
      old.apply(transition)
      #expect(old == new)
      new.select(.search)
      #expect(!old.transition(to: new).changesShape)
    }

    @Test func transitionBetweenTheSameTabsDoesNotChangeShape() {
      var old = Tabs(tabs: [.home, .search])
      var new = old
      new.select(.search, stack: [.list])
      #expect(old.transition(to: new).tabs == nil)
      #expect(!old.transition(to: new).changesShape)
      old.apply(old.transition(to: new))
      #expect(old == new)
    }

    @Test func applyingATabSetWithoutTheSelectionTraps() async {
      await #expect(processExitsWith: .failure) {
        var tabs = TabsState<AppTab, NavPath>(tabs: [.home, .search])
        tabs.apply(
          TabsTransition(
            tabs: ValueTransition(from: [.home, .search], to: [.search]), stackChanges: [],
            switchedTab: nil))
      }
    }

    @Test func applyingAChangeToAnUndeclaredTabTraps() async {
      await #expect(processExitsWith: .failure) {
        var tabs = TabsState<AppTab, NavPath>(tabs: [.home])
        tabs.apply(
          TabsTransition(
            stackChanges: [
              .init(tab: .search, transition: PathTransition(popCount: 0, pushed: []))
            ],
            switchedTab: nil))
      }
    }
  }
}
