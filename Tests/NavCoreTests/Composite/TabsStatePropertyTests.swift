import NavCore
import Testing

extension Composite {
  /// Random operation sequences on TabsState agree with a dictionary-of-arrays model, and every
  /// planned transition reaches its target.
  @Suite struct TabsStatePropertyTests {
    typealias Tabs = TabsState<AppTab, TypedPath<Int>>

    /// The model: the selected tab and one array per declared tab.
    struct Model: Equatable {
      var selection: AppTab
      var stacks: [AppTab: [Int]]
    }

    static func model(of tabs: Tabs) -> Model {
      Model(
        selection: tabs.selection,
        stacks: Dictionary(uniqueKeysWithValues: zip(tabs.tabs, tabs.stacks.map(\.routes))))
    }

    @Test(arguments: 0..<20)
    func operationsAgreeWithTheModelAndTransitionsReachTheirTarget(seed: UInt64) {
      var generator = SplitMix64(seed: seed)
      // `settings` is not declared, so random selections exercise the unknown-tab path.
      var tabs = Tabs(tabs: [.home, .search])
      var model = Model(selection: .home, stacks: [.home: [], .search: []])
      var history = [tabs]
      for _ in 0..<300 {
        let tab = AppTab.allCases.randomElement(using: &generator)!
        let value = Int.random(in: 0..<5, using: &generator)
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
          tabs.activeStack.append(value)
          model.stacks[model.selection]!.append(value)
        case 2:
          let k = Int.random(in: -1...3, using: &generator)
          let expected = max(0, min(k, model.stacks[model.selection]!.count))
          #expect(tabs.activeStack.pop(k) == expected)
          model.stacks[model.selection]!.removeLast(expected)
        case 3:
          let outcome = tabs.select(tab)
          if model.stacks[tab] == nil {
            #expect(
              "\(outcome)"
                == ".failed(TabsState: the selection \(tab) is not one of the declared tabs)")
          } else if tab == model.selection {
            #expect(outcome == .unchanged)
          } else {
            #expect(outcome == .changed)
            model.selection = tab
          }
        case 4:
          #expect(tabs.reselect() == model.stacks[model.selection]!.count)
          model.stacks[model.selection] = []
        default:
          let stack = Array(repeating: value, count: value % 3)
          tabs.select(tab, stack: TypedPath(stack))
          if model.stacks[tab] != nil {
            model.selection = tab
            model.stacks[tab] = stack
          }
        }
        #expect(Self.model(of: tabs) == model)
        var replay = history.randomElement(using: &generator)!
        replay.apply(replay.transition(to: tabs))
        #expect(replay == tabs)
        history.append(tabs)
      }
    }

    @Test(arguments: 0..<10)
    func transitionsBetweenAnyTwoTabSetsReachTheirTarget(seed: UInt64) {
      for (old, new) in RandomComposites.pairs(seed: seed, RandomComposites.tabs) {
        RandomComposites.expectTransitionReaches(new, from: old, changesShape: old.tabs != new.tabs)
      }
    }

    @Test(arguments: 0..<10)
    func reconciledStatesKeepTheCurrentTabsAndCarryOverWhatFits(seed: UInt64) {
      for (current, saved) in RandomComposites.pairs(seed: seed, RandomComposites.tabs) {
        let restoration = current.reconciled(with: saved)
        let state = restoration.state
        #expect(state.tabs == current.tabs)
        for tab in current.tabs {
          #expect(state.stack(for: tab) == (saved.stack(for: tab) ?? current.stack(for: tab)))
        }
        let selectionFits = current.tabs.contains(saved.selection)
        #expect(state.selection == (selectionFits ? saved.selection : current.selection))
        let goneTabs = zip(saved.tabs, saved.stacks).filter {
          !current.tabs.contains($0.0) && !$0.1.isEmpty
        }
        #expect(
          restoration.dropped
            == goneTabs.map { Tabs.DroppedPart.tab($0.0, stack: $0.1) }
            + (selectionFits ? [] : [.selection(saved.selection)]))
        #expect(restoration.isComplete == restoration.dropped.isEmpty)
        #expect(!current.transition(to: state).changesShape)
        #expect(saved.reconciled(with: saved) == NavReconciliation(state: saved))
      }
    }
  }
}
