import NavCore
import Testing

extension Composite {
  /// Random operation sequences on PresentationState agree with an array-of-levels model, and
  /// planned transitions reach their target.
  @Suite struct PresentationStatePropertyTests {
    typealias Modal = PresentationState<TypedPath<Int>, Int, TypedPath<Int>>

    /// The model: one array per level, the base first, each with the presentation's identity.
    struct Level: Equatable {
      var screen: String
      var stack: [Int]
    }

    static func model(of modal: Modal) -> [Level] {
      [Level(screen: "base", stack: modal.base.routes)]
        + modal.presentations.map {
          Level(screen: "\($0.style) \($0.destination)", stack: $0.stack.routes)
        }
    }

    @Test(arguments: 0..<20)
    func operationsAgreeWithTheModelAndTransitionsReachTheirTarget(seed: UInt64) {
      var generator = SplitMix64(seed: seed)
      var modal = Modal(base: [])
      var model = [Level(screen: "base", stack: [])]
      var history = [modal]
      for _ in 0..<300 {
        let value = Int.random(in: 0..<3, using: &generator)
        let k = Int.random(in: -1...3, using: &generator)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0, 1:
          let style = ModalPresentationStyle.known.randomElement(using: &generator)!
          modal.present(value, style: style)
          model.append(Level(screen: "\(style) \(value)", stack: []))
        case 2:
          let dismissed = modal.dismiss()
          #expect((dismissed == nil) == (model.count == 1))
          if model.count > 1 { model.removeLast() }
        case 3:
          let expected = max(0, min(k, model.count - 1))
          #expect(modal.dismiss(k) == expected)
          model.removeLast(expected)
        case 4:
          #expect(modal.dismiss(modal.presentations.count) == model.count - 1)
          model.removeLast(model.count - 1)
        case 5, 6:
          modal.activeStack.append(value)
          model[model.count - 1].stack.append(value)
        default:
          let expected = max(0, min(k, model[model.count - 1].stack.count))
          #expect(modal.activeStack.pop(k) == expected)
          model[model.count - 1].stack.removeLast(expected)
        }
        #expect(Self.model(of: modal) == model)
        var replay = history.randomElement(using: &generator)!
        replay.apply(replay.transition(to: modal))
        #expect(replay == modal)
        history.append(modal)
      }
    }

    @Test(arguments: 0..<10)
    func transitionsBetweenAnyTwoChainsOverAnyTabsReachTheirTarget(seed: UInt64) {
      for (old, new) in RandomComposites.pairs(seed: seed, RandomComposites.app) {
        RandomComposites.expectTransitionReaches(
          new, from: old, changesShape: old.base.tabs != new.base.tabs)
      }
    }

    @Test(arguments: 0..<10)
    func reconciledStatesReconcileTheBaseAndKeepTheSavedChain(seed: UInt64) {
      for (current, saved) in RandomComposites.pairs(seed: seed, RandomComposites.app) {
        let restoration = current.reconciled(with: saved)
        let base = current.base.reconciled(with: saved.base)
        #expect(
          restoration.state
            == PresentationState(base: base.state, presentations: saved.presentations))
        #expect(restoration.dropped == base.dropped)
      }
    }
  }
}
