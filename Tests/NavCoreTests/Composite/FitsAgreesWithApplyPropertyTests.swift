import NavCore
import Testing

extension Composite {
  /// Random states meet random transitions of every kind of change (pops and pushes, a new tab
  /// set, stack changes, a tab switch, a layout, selections, column visibility, dismissals, a
  /// base's steps, presentations): planned from the state, planned between two other states, or
  /// drawn field by field. A model of each state, built on the public validating initializers,
  /// says what the transition should lead to; `fits(_:)` is `true` exactly when the model has a
  /// result, and `apply(_:)` then reaches it. What `fits(_:)` refuses, `apply(_:)` traps on
  /// (both ask one check; `TransitionFittingTests` pins a trap).
  @Suite struct FitsAgreesWithApplyPropertyTests {
    typealias Random = RandomComposites

    /// Expects `fits(_:)` to say whether the model has a result, and `apply(_:)` to reach it.
    static func expectAgreement<State: Transitionable>(
      _ state: State, _ transition: State.Transition, model: State?
    ) {
      #expect(state.fits(transition) == (model != nil), "\(state) with \(transition)")
      guard let model else { return }
      var applied = state
      applied.apply(transition)
      #expect(applied == model, "\(state) with \(transition)")
    }

    /// Runs 300 random states against a transition from each of the three sources.
    static func check<State: Transitionable>(
      seed: UInt64, make: (inout SplitMix64) -> State,
      draw: (inout SplitMix64) -> State.Transition, model: (State, State.Transition) -> State?
    ) {
      var random = SplitMix64(seed: seed)
      for _ in 0..<300 {
        let state = make(&random)
        let other = make(&random)
        for transition in [
          state.transition(to: other), other.transition(to: make(&random)), draw(&random),
        ] {
          expectAgreement(state, transition, model: model(state, transition))
        }
      }
    }

    /// A random value of `values`, half of the time a change between two of them.
    static func change<Value>(
      _ values: [Value], _ random: inout SplitMix64
    ) -> ValueTransition<Value>? {
      guard Bool.random(using: &random) else { return nil }
      return ValueTransition(
        from: values.randomElement(using: &random)!, to: values.randomElement(using: &random)!)
    }

    static func tab(_ random: inout SplitMix64) -> AppTab {
      AppTab.allCases.randomElement(using: &random)!
    }

    // MARK: Paths

    static func pathTransition(_ random: inout SplitMix64) -> PathTransition<Int> {
      PathTransition(
        popCount: Int.random(in: 0...4, using: &random), pushed: Array(Random.stack(&random)))
    }

    static func model(_ path: TypedPath<Int>, _ transition: PathTransition<Int>) -> TypedPath<Int>?
    {
      guard transition.popCount <= path.count else { return nil }
      return TypedPath(path.routes.dropLast(transition.popCount) + transition.pushed)
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func pathsFitExactlyWhatApplies(seed: UInt64) {
      Self.check(seed: seed, make: Random.stack, draw: Self.pathTransition, model: Self.model)
    }

    // MARK: Tabs

    static func tabsTransition(_ random: inout SplitMix64) -> TabsTransition<AppTab, Int> {
      let tabs = change(
        (0..<4).map { _ in (0..<Int.random(in: 0...3, using: &random)).map { _ in tab(&random) } },
        &random)
      let changes = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        TabsTransition<AppTab, Int>.StackChange(
          tab: tab(&random), transition: pathTransition(&random))
      }
      return TabsTransition(
        tabs: tabs, stackChanges: changes,
        switchedTab: Bool.random(using: &random) ? tab(&random) : nil)
    }

    static func model(
      _ state: Random.Tabs, _ transition: TabsTransition<AppTab, Int>
    ) -> Random.Tabs? {
      let tabs = transition.tabs?.new ?? state.tabs
      let changed = transition.stackChanges.map(\.tab)
      guard Set(changed).count == changed.count, changed.allSatisfy(tabs.contains) else {
        return nil
      }
      var stacks: [TypedPath<Int>] = []
      for tab in tabs {
        let stack = state.stack(for: tab) ?? TypedPath()
        guard let change = transition.stackChanges.first(where: { $0.tab == tab }) else {
          stacks.append(stack)
          continue
        }
        guard let next = model(stack, change.transition) else { return nil }
        stacks.append(next)
      }
      return try? Random.Tabs(
        tabs: tabs, selection: transition.switchedTab ?? state.selection, stacks: stacks)
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func tabsFitExactlyWhatApplies(seed: UInt64) {
      Self.check(seed: seed, make: Random.tabs, draw: Self.tabsTransition, model: Self.model)
    }

    // MARK: Split views

    static func splitTransition(
      _ random: inout SplitMix64
    ) -> SplitTransition<Category, Int, Int> {
      SplitTransition(
        layout: change(SplitViewLayout.allCases, &random),
        sidebarSelection: change([nil] + Category.allCases, &random),
        contentSelection: change([nil, 0, 1], &random),
        columnVisibility: change(NavSplitViewVisibility.known, &random),
        detail: pathTransition(&random))
    }

    static func model(
      _ state: Random.Split, _ transition: SplitTransition<Category, Int, Int>
    ) -> Random.Split? {
      guard transition.layout.map({ $0.old == state.layout }) ?? true,
        transition.sidebarSelection.map({ $0.old == state.sidebarSelection }) ?? true,
        transition.contentSelection.map({ $0.old == state.contentSelection }) ?? true,
        transition.columnVisibility.map({ $0.old == state.columnVisibility }) ?? true,
        let detail = model(state.detail, transition.detail)
      else { return nil }
      return try? Random.Split(
        layout: transition.layout?.new ?? state.layout,
        sidebarSelection: transition.sidebarSelection.map(\.new) ?? state.sidebarSelection,
        contentSelection: transition.contentSelection.map(\.new) ?? state.contentSelection,
        detail: detail,
        columnVisibility: transition.columnVisibility?.new ?? state.columnVisibility)
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func splitViewsFitExactlyWhatApplies(seed: UInt64) {
      Self.check(seed: seed, make: Random.split, draw: Self.splitTransition, model: Self.model)
    }

    // MARK: Presentations

    static func presentationTransition(
      _ random: inout SplitMix64
    ) -> PresentationTransition<Random.Tabs, Int, TypedPath<Int>> {
      let base = Bool.random(using: &random) ? tabsTransition(&random) : nil
      let changes = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        PresentationTransition<Random.Tabs, Int, TypedPath<Int>>.StackChange(
          level: Int.random(in: 0...3, using: &random), transition: pathTransition(&random))
      }
      let presented = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        ModalPresentation(Int.random(in: 0..<2, using: &random), stack: Random.stack(&random))
      }
      return PresentationTransition(
        dismissCount: Int.random(in: 0...4, using: &random), base: base, stackChanges: changes,
        presented: presented)
    }

    static func model(
      _ state: Random.App, _ transition: PresentationTransition<Random.Tabs, Int, TypedPath<Int>>
    ) -> Random.App? {
      let kept = state.presentations.count - transition.dismissCount
      let levels = transition.stackChanges.map(\.level)
      guard kept >= 0, Set(levels).count == levels.count, levels.allSatisfy((0..<kept).contains)
      else { return nil }
      var result = state
      if let steps = transition.base {
        guard let base = model(state.base, steps) else { return nil }
        result.base = base
      }
      result.presentations.removeLast(transition.dismissCount)
      for change in transition.stackChanges {
        guard let stack = model(result.presentations[change.level].stack, change.transition)
        else { return nil }
        result.presentations[change.level].stack = stack
      }
      result.presentations += transition.presented
      return result
    }

    @Test(arguments: 0..<5 as Range<UInt64>)
    func presentationsFitExactlyWhatApplies(seed: UInt64) {
      Self.check(
        seed: seed, make: Random.app, draw: Self.presentationTransition, model: Self.model)
    }

    /// What `fits(_:)` refuses for a reason only `SplitState` has, `apply(_:)` traps on.
    @Test func applyingAVisibilityChangeFromAnotherValueTraps() async {
      await #expect(processExitsWith: .failure) {
        var split = SplitState<Int, Int, TypedPath<Int>>(layout: .twoColumn)
        split.apply(
          SplitTransition(
            sidebarSelection: nil, contentSelection: nil,
            columnVisibility: ValueTransition(from: .detailOnly, to: .all),
            detail: PathTransition(popCount: 0, pushed: [])))
      }
    }
  }
}
