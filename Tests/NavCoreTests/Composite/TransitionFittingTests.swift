import NavCore
import Testing

extension Composite {
  /// `fits(_:)` accepts every transition planned from the state, and whatever it accepts from
  /// elsewhere applies without trapping.
  @Suite struct TransitionFittingTests {
    typealias Random = RandomComposites

    /// Applies the transition planned between two other states when `state` says it fits: a
    /// trap fails the whole test run.
    static func expectFitIsSound<State: Transitionable>(_ states: [(State, State)]) {
      for ((old, new), (other, _)) in zip(states, states.dropFirst()) {
        #expect(old.fits(old.transition(to: new)))
        let foreign = old.transition(to: new)
        if other.fits(foreign) {
          var applied = other
          applied.apply(foreign)
        }
      }
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func tabsAcceptTheirOwnTransitionsAndApplyWhatFits(seed: UInt64) {
      Self.expectFitIsSound(Random.pairs(seed: seed, Random.tabs))
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func splitViewsAcceptTheirOwnTransitionsAndApplyWhatFits(seed: UInt64) {
      Self.expectFitIsSound(Random.pairs(seed: seed, Random.split))
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func presentationsAcceptTheirOwnTransitionsAndApplyWhatFits(seed: UInt64) {
      Self.expectFitIsSound(Random.pairs(seed: seed, Random.app))
    }

    @Test func aPopDeeperThanTheStackDoesNotFit() {
      #expect(!TypedPath([1, 2]).fits(PathTransition(popCount: 3, pushed: [])))
      #expect(TypedPath([1, 2]).fits(PathTransition(popCount: 2, pushed: [4])))
    }

    @Test func tabTransitionsNamingUndeclaredOrRepeatedTabsDoNotFit() {
      let tabs = Random.Tabs(tabs: [.home, .search], selection: .home)
      let push = PathTransition<Int>(popCount: 0, pushed: [1])
      #expect(!tabs.fits(TabsTransition(stackChanges: [], switchedTab: .profile)))
      #expect(
        !tabs.fits(
          TabsTransition(stackChanges: [.init(tab: .profile, transition: push)], switchedTab: nil)))
      #expect(
        !tabs.fits(
          TabsTransition(
            stackChanges: [
              .init(tab: .home, transition: push), .init(tab: .home, transition: push),
            ],
            switchedTab: nil)))
      #expect(
        !tabs.fits(
          TabsTransition(
            tabs: ValueTransition(from: [.home], to: []), stackChanges: [], switchedTab: nil)))
      #expect(
        !tabs.fits(
          TabsTransition(
            tabs: ValueTransition(from: [.home], to: [.search, .search]), stackChanges: [],
            switchedTab: .search)))
      #expect(
        !tabs.fits(
          TabsTransition(
            tabs: ValueTransition(from: [.home], to: [.search]), stackChanges: [], switchedTab: nil)
        ))
      #expect(
        tabs.fits(
          TabsTransition(
            tabs: ValueTransition(from: [.home], to: [.search]),
            stackChanges: [.init(tab: .search, transition: push)], switchedTab: .search)))
    }

    @Test func splitTransitionsFromAnotherStateDoNotFit() {
      let split = Random.Split(layout: .twoColumn)
      let none = PathTransition<Int>(popCount: 0, pushed: [])
      #expect(
        !split.fits(
          SplitTransition(
            layout: ValueTransition(from: .threeColumn, to: .twoColumn), sidebarSelection: nil,
            contentSelection: nil, columnVisibility: nil, detail: none)))
      #expect(
        !split.fits(
          SplitTransition(
            sidebarSelection: nil, contentSelection: ValueTransition(from: nil, to: 1),
            columnVisibility: nil, detail: none)))
      #expect(
        !split.fits(
          SplitTransition(
            sidebarSelection: nil, contentSelection: nil, columnVisibility: nil,
            detail: PathTransition(popCount: 0, pushed: [3]))))
      // On `.automatic`, a visibility change from `.detailOnly` does not start from the state.
      #expect(
        !split.fits(
          SplitTransition(
            sidebarSelection: nil, contentSelection: nil,
            columnVisibility: ValueTransition(from: .detailOnly, to: .all), detail: none)))
      #expect(
        split.fits(
          SplitTransition(
            sidebarSelection: nil, contentSelection: nil,
            columnVisibility: ValueTransition(from: .automatic, to: .all), detail: none)))
      #expect(
        split.fits(
          SplitTransition(
            sidebarSelection: ValueTransition(from: nil, to: .desserts), contentSelection: nil,
            columnVisibility: nil, detail: PathTransition(popCount: 0, pushed: [3]))))
    }

    @Test func presentationTransitionsBeyondTheChainDoNotFit() {
      var app = Random.App(base: Random.Tabs(tabs: [.home], selection: .home))
      app.present(1, style: .sheet, stack: [5])
      let pop = PathTransition<Int>(popCount: 1, pushed: [])
      #expect(
        !app.fits(
          PresentationTransition(dismissCount: 2, base: nil, stackChanges: [], presented: [])))
      #expect(
        !app.fits(
          PresentationTransition(
            dismissCount: 1, base: nil, stackChanges: [.init(level: 0, transition: pop)],
            presented: [])))
      #expect(
        !app.fits(
          PresentationTransition(
            dismissCount: 0, base: TabsTransition(stackChanges: [], switchedTab: .search),
            stackChanges: [], presented: [])))
      #expect(
        app.fits(
          PresentationTransition(
            dismissCount: 0, base: nil, stackChanges: [.init(level: 0, transition: pop)],
            presented: [])))
    }

    /// What `fits(_:)` refuses, `apply(_:)` traps on.
    @Test func applyingWhatDoesNotFitTraps() async {
      await #expect(processExitsWith: .failure) {
        var tabs = TabsState<AppTab, TypedPath<Int>>(tabs: [.home], selection: .home)
        let transition = TabsTransition<AppTab, Int>(
          stackChanges: [.init(tab: .search, transition: PathTransition(popCount: 0, pushed: [1]))],
          switchedTab: nil)
        precondition(!tabs.fits(transition))
        tabs.apply(transition)
      }
    }
  }
}
