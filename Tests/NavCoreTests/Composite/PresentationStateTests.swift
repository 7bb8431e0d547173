import NavCore
import Testing

extension Composite {
  @Suite struct PresentationStateTests {
    typealias Modal = PresentationState<NavPath, Sheet, NavPath>

    /// The seeds' scenario: a sheet with its own stack presenting a full-screen cover.
    static func sheetPresentingACover() -> Modal {
      var app = Modal(base: NavPath([Category.desserts]))
      app.present(.newRecipe)
      app.activeStack.append(Step.ingredients)
      app.activeStack.append(Step.photos)
      app.present(.pickPhoto, style: .fullScreenCover)
      app.activeStack.append(3)
      return app
    }

    @Test func eachPresentationHasItsOwnStackAndCanPresentFurther() {
      let app = Self.sheetPresentingACover()
      #expect(app.base == NavPath([Category.desserts]))
      #expect(app.presentations.map(\.destination) == [.newRecipe, .pickPhoto])
      #expect(app.presentations.map(\.style) == [.sheet, .fullScreenCover])
      #expect(app.presentations[0].stack == NavPath([Step.ingredients, Step.photos]))
      #expect(app.activeStack == NavPath([3]))
      #expect(app.presentations.last?.destination == .pickPhoto)
    }

    @Test func aChainOverAChainPushesOnItsTopmostStack() {
      var app = PresentationState<Modal, Sheet, NavPath>(base: Modal(base: NavPath()))
      app.activeStack.append(1)
      #expect(app.base.base == NavPath([1]))
      app.base.present(.newRecipe)
      app.activeStack.append(2)
      #expect(app.base.presentations.map(\.stack) == [NavPath([2])])
      app.present(.pickPhoto)
      app.activeStack.append(3)
      #expect(app.presentations.map(\.stack) == [NavPath([3])])
      #expect(app.base.base == NavPath([1]))
      #expect(app.base.presentations.map(\.stack) == [NavPath([2])])
    }

    @Test func aChainOverABaseOfAnotherElementTypePlansChecksAndReconciles() {
      typealias Mixed = PresentationState<TypedPath<Int>, Sheet, NavPath>
      let old = Mixed(base: [1, 2])
      var new = Mixed(base: [1])
      new.present(.newRecipe, stack: NavPath([Step.ingredients]))
      let transition = old.transition(to: new)
      #expect(old.fits(transition))
      #expect(!Mixed(base: []).fits(transition))
      var replay = old
      replay.apply(transition)
      #expect(replay == new)
      #expect(old.reconciled(with: new).state == new)
    }

    @Test func dismissingTheTopReturnsToTheStackUnderItIntact() {
      var app = Self.sheetPresentingACover()
      #expect(app.dismiss()?.destination == .pickPhoto)
      #expect(app.activeStack == NavPath([Step.ingredients, Step.photos]))
      #expect(app.dismiss()?.destination == .newRecipe)
      #expect(app.activeStack == NavPath([Category.desserts]))
      #expect(app.dismiss() == nil)
      #expect(app.presentations.isEmpty)
    }

    @Test(arguments: [(-1, 0), (0, 0), (1, 1), (2, 2), (5, 2)])
    func dismissKReportsHowManyWereDismissed(k: Int, dismissed: Int) {
      var app = Self.sheetPresentingACover()
      #expect(app.dismiss(k) == dismissed)
      #expect(app.presentations.count == 2 - dismissed)
    }

    @Test func dismissingEveryPresentationLeavesOnlyTheBase() {
      var app = Self.sheetPresentingACover()
      #expect(app.dismiss(app.presentations.count) == 2)
      #expect(app == Modal(base: NavPath([Category.desserts])))
      #expect(app.dismiss(app.presentations.count) == 0)
    }

    @Test func poppingTheTopmostStackStopsAtThePresentationsRoot() {
      var app = Self.sheetPresentingACover()
      #expect(app.activeStack.pop(5) == 1)
      #expect(app.presentations.count == 2)
      #expect(app.activeStack.isEmpty)
      #expect(app.presentations[0].stack.count == 2)
      #expect(app.base.count == 1)
    }

    @Test func withNothingPresentedPushesGoToTheSelectedTab() {
      var app = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>(
        base: TabsState(tabs: [.home, .search, .settings]))
      app.base.select(.search)
      app.activeStack.append(42)
      #expect(app.base.stack(for: .search) == NavPath([42]))
      app.present(.recipe(1))
      app.activeStack.append(Step.review)
      #expect(app.base.stack(for: .search) == NavPath([42]))
      #expect(app.activeStack == NavPath([Step.review]))
    }

    @Test func presentingOpenDeepKeepsTheGivenStack() {
      var app = Modal(base: NavPath())
      app.present(.newRecipe, stack: NavPath([Step.ingredients, Step.review]))
      #expect(app.activeStack == NavPath([Step.ingredients, Step.review]))
    }

    @Test func descriptionShowsTheBaseThenEachPresentation() {
      var app = Modal(base: NavPath([1]))
      app.present(.newRecipe, stack: NavPath([Step.review]))
      app.present(.pickPhoto, style: .fullScreenCover)
      #expect(
        app.description
          == "PresentationState(base: NavPath([1 as Int]), presented: ["
          + ".sheet(.newRecipe, NavPath([.review as Step])), "
          + ".fullScreenCover(.pickPhoto, NavPath([]))])")
    }

    @Test func transitionDismissesUpdatesKeptStacksThenPresents() {
      var old = Self.sheetPresentingACover()
      var new = old
      new.dismiss()
      new.activeStack.pop(1)
      new.base.removeAll()
      new.present(.recipe(2), stack: NavPath([7]))
      let transition = old.transition(to: new)
      #expect(
        transition.description
          == "dismiss 1; base: pop 1; presentation 0: pop 1; present .sheet(.recipe(2), NavPath([7 as Int]))"
      )
      old.apply(transition)
      #expect(old == new)
    }

    @Test func samePresentationWithAnotherStyleIsDismissedAndPresentedAgain() {
      var old = Modal(base: NavPath())
      old.present(.newRecipe)
      var new = Modal(base: NavPath())
      new.present(.newRecipe, style: .fullScreenCover)
      let transition = old.transition(to: new)
      #expect(transition.dismissCount == 1)
      #expect(transition.presented == new.presentations)
    }

    @Test func wholeAppTransitionSpeaksInRendererTerms() {
      typealias App = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>
      var old = App(base: TabsState(tabs: [.home, .search, .settings]))
      old.activeStack.append(Recipe(id: 1, name: "Apple Pie"))
      old.activeStack.append(2)
      old.present(.newRecipe)
      var new = old
      new.dismiss(new.presentations.count)
      new.base.reselect()
      new.base.select(.search)
      new.activeStack.append(9)
      #expect(
        old.transition(to: new).description
          == "dismiss 1; base: .home: pop 2; .search: push [9 as Int]; switch to .search")
      #expect(new.transition(to: new).isEmpty)
    }

    @Test func transitionOverABaseOfAnotherShapeSaysSo() {
      typealias App = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>
      var old = App(base: TabsState(tabs: [.home, .search, .settings]))
      old.present(.recipe(7), style: .fullScreenCover)
      old.present(.pickPhoto)
      var new = App(base: TabsState(tabs: [.home, .profile], selection: .profile))
      new.activeStack.append(42)
      new.present(.recipe(7), style: .fullScreenCover)
      let transition = old.transition(to: new)
      #expect(
        transition.description
          == "dismiss 1; base: tabs: [.home, .search, .settings] -> [.home, .profile]; "
          + ".profile: push [42 as Int]; switch to .profile")
      #expect(transition.changesShape)
      old.apply(transition)
      #expect(old == new)
      new.dismiss(new.presentations.count)
      #expect(!old.transition(to: new).changesShape)
    }

    @Test func applyingMoreDismissalsThanPresentationsTraps() async {
      await #expect(processExitsWith: .failure) {
        var app = PresentationState<NavPath, Sheet, NavPath>(base: NavPath())
        app.apply(
          PresentationTransition(dismissCount: 1, base: nil, stackChanges: [], presented: []))
      }
    }
  }
}
