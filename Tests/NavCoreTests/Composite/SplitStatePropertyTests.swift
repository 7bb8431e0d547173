import NavCore
import Testing

extension Composite {
  /// Random operation sequences on SplitState agree with a model of three plain fields, collapse
  /// then expand is the identity at every step, and planned transitions reach their target.
  @Suite struct SplitStatePropertyTests {
    typealias Split = SplitState<Category, Int, TypedPath<Int>>

    /// The model: the two selections and the detail array.
    struct Model: Equatable {
      var sidebar: Category?
      var content: Int?
      var detail: [Int] = []
    }

    static func model(of split: Split) -> Model {
      Model(
        sidebar: split.sidebarSelection, content: split.contentSelection,
        detail: split.detail.routes)
    }

    @Test(arguments: [SplitViewLayout.twoColumn, .threeColumn], 0..<10)
    func operationsAgreeWithTheModelAndCollapseRoundTrips(layout: SplitViewLayout, seed: UInt64)
      throws
    {
      var generator = SplitMix64(seed: seed)
      var split = Split(layout: layout)
      var model = Model()
      var history = [split]
      for _ in 0..<300 {
        let value = Int.random(in: 0..<3, using: &generator)
        let detailIsActive = layout == .twoColumn ? model.sidebar != nil : model.content != nil
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
          let category = Bool.random(using: &generator) ? Category.allCases[value] : nil
          split.select(sidebar: category)
          if category != model.sidebar {
            model = Model(sidebar: category)
          }
        case 1:
          let content = Bool.random(using: &generator) ? value : nil
          let outcome = split.select(content: content)
          if content != model.content, layout == .threeColumn, model.sidebar != nil {
            #expect(outcome == .changed)
            model.content = content
            model.detail = []
          } else {
            #expect(outcome != .changed)
          }
        case 2, 3:
          let pushed: Void? = split.updateDetail { $0.append(value) }
          #expect((pushed != nil) == detailIsActive)
          if detailIsActive { model.detail.append(value) }
        case 4:
          var collapsed = split.collapsed
          let k = Int.random(in: -1...4, using: &generator)
          let popped = split.popCollapsed(k)
          #expect(collapsed.pop(k) == popped)
          let expanded = try Split(
            collapsed: collapsed, layout: layout, columnVisibility: split.columnVisibility)
          #expect(expanded == split)
          model = Self.model(of: expanded)
        case 5:
          split.columnVisibility = NavSplitViewVisibility.known.randomElement(using: &generator)!
        default:
          let k = Int.random(in: 0...2, using: &generator)
          split.updateDetail { $0.pop(k) }
          if detailIsActive { model.detail.removeLast(min(k, model.detail.count)) }
        }
        #expect(Self.model(of: split) == model)
        let expanded = try Split(
          collapsed: split.collapsed, layout: layout, columnVisibility: split.columnVisibility)
        #expect(expanded == split)
        var replay = history.randomElement(using: &generator)!
        replay.apply(replay.transition(to: split))
        #expect(replay == split)
        history.append(split)
      }
    }

    @Test(arguments: 0..<10)
    func transitionsBetweenAnyTwoLayoutsReachTheirTarget(seed: UInt64) {
      for (old, new) in RandomComposites.pairs(seed: seed, RandomComposites.split) {
        RandomComposites.expectTransitionReaches(
          new, from: old, changesShape: old.layout != new.layout)
      }
    }

    @Test(arguments: 0..<10)
    func reconciledStatesKeepTheCurrentLayoutAndCarryOverWhatFits(seed: UInt64) throws {
      for (current, saved) in RandomComposites.pairs(seed: seed, RandomComposites.split) {
        let restoration = current.reconciled(with: saved)
        guard current.layout != saved.layout else {
          #expect(restoration == NavReconciliation(state: saved))
          continue
        }
        #expect(
          restoration.state
            == (try Split(
              layout: current.layout, sidebarSelection: saved.sidebarSelection,
              columnVisibility: saved.columnVisibility)))
        let dropped: [Split.DroppedPart] =
          (saved.contentSelection.map { [.contentSelection($0)] } ?? [])
          + (saved.detail.isEmpty ? [] : [.detail(saved.detail)])
        #expect(restoration.dropped == dropped)
        #expect(!current.transition(to: restoration.state).changesShape)
      }
    }
  }
}
