import NavCore
import Testing

extension Composite {
  /// Issue 13's scenario, where a trap used to be: version 1 of the app saved its state, version 2
  /// declares other tabs, another split layout, another presentation chain, and plans and applies
  /// the transition from its current state to the saved one. Each runs in its own process, which
  /// must exit normally; the code before the fix trapped in `transition(to:)`.
  @Suite struct DifferentShapesExitTests {
    @Test func transitionBetweenDifferentTabSetsDoesNotTrap() async {
      await #expect(processExitsWith: .success) {
        // Version 1: [home, profile], profile selected, one screen pushed.
        var saved = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .profile])
        saved.select(.profile, stack: [.detail(42)])
        // Version 2 declares [home, search, settings].
        var current = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .search, .settings])
        current.activeStack.append(.list)
        current.apply(current.transition(to: saved))
        precondition(current == saved)
      }
    }

    @Test func transitionBetweenDifferentSplitLayoutsDoesNotTrap() async {
      await #expect(processExitsWith: .success) {
        var saved = SplitState<Category, Recipe, TypedPath<Route>>(layout: .threeColumn)
        saved.select(sidebar: .desserts)
        saved.select(content: applePie)
        saved.updateDetail { $0.append(.detail(1)) }
        var current = SplitState<Category, Recipe, TypedPath<Route>>(layout: .twoColumn)
        current.select(sidebar: .mains)
        current.updateDetail { $0.append(.list) }
        current.apply(current.transition(to: saved))
        precondition(current == saved)
        saved.apply(saved.transition(to: SplitState(layout: .twoColumn)))
        precondition(saved == SplitState(layout: .twoColumn))
      }
    }

    @Test func transitionBetweenPresentationChainsOverDifferentTabsDoesNotTrap() async {
      await #expect(processExitsWith: .success) {
        typealias App = PresentationState<
          TabsState<AppTab, TypedPath<Route>>, Sheet, TypedPath<Route>
        >
        var saved = App(base: TabsState(tabs: [.home, .profile], selection: .profile))
        saved.activeStack.append(.detail(42))
        saved.present(.newRecipe)
        saved.activeStack.append(.list)
        var current = App(base: TabsState(tabs: [.home, .search, .settings]))
        current.present(.recipe(7), style: .fullScreenCover)
        current.present(.pickPhoto)
        current.present(.newRecipe)
        current.apply(current.transition(to: saved))
        precondition(current == saved)
      }
    }
  }
}
