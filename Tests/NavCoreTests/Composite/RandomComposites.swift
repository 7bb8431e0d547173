import NavCore
import Testing

extension Composite {
  /// Random composite states of every shape, for the property tests over pairs of states: tab
  /// views that declare any non-empty set of tabs in any order, split views of either layout, and
  /// presentation chains of any depth over such tabs. Elements come from a small range, so that
  /// stacks often share a prefix.
  enum RandomComposites {
    typealias Tabs = TabsState<AppTab, TypedPath<Int>>
    typealias Split = SplitState<Category, Int, TypedPath<Int>>
    typealias App = PresentationState<Tabs, Int, TypedPath<Int>>

    static func stack(_ random: inout SplitMix64) -> TypedPath<Int> {
      TypedPath(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Int.random(in: 0..<3, using: &random)
        })
    }

    static func tabs(_ random: inout SplitMix64) -> Tabs {
      let declared = Array(
        AppTab.allCases.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
      var tabs = Tabs(tabs: declared, selection: declared.randomElement(using: &random)!)
      for tab in declared {
        tabs.updateStack(for: tab) { $0 = stack(&random) }
      }
      return tabs
    }

    static func split(_ random: inout SplitMix64) -> Split {
      var split = Split(
        layout: SplitViewLayout.allCases.randomElement(using: &random)!,
        columnVisibility: NavSplitViewVisibility.known.randomElement(using: &random)!)
      if Bool.random(using: &random) {
        split.select(sidebar: Category.allCases.randomElement(using: &random)!)
        if Bool.random(using: &random) {
          split.select(content: Int.random(in: 0..<2, using: &random))
        }
      }
      split.updateDetail { $0 = stack(&random) }
      return split
    }

    static func app(_ random: inout SplitMix64) -> App {
      var app = App(base: tabs(&random))
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        app.present(
          Int.random(in: 0..<2, using: &random),
          style: ModalPresentationStyle.known.randomElement(using: &random)!,
          stack: stack(&random))
      }
      return app
    }

    /// 200 pairs of random states drawn by `make` from the seed.
    static func pairs<State>(
      seed: UInt64, _ make: (inout SplitMix64) -> State
    ) -> [(State, State)] {
      var random = SplitMix64(seed: seed)
      return (0..<200).map { _ in (make(&random), make(&random)) }
    }

    /// Expects the transition from `old` to reach `new`, to be empty exactly when they are equal,
    /// and to report a change of shape exactly when `changesShape`.
    static func expectTransitionReaches<State: Transitionable>(
      _ new: State, from old: State, changesShape: Bool
    ) {
      var replay = old
      let transition = old.transition(to: new)
      #expect(transition.changesShape == changesShape)
      #expect((transition == old.transition(to: old)) == (old == new))
      replay.apply(transition)
      #expect(replay == new)
    }
  }
}
