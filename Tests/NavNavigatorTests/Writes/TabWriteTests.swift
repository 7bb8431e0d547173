import NavCore
import NavNavigator
import Testing

/// The writes a tab view and the stacks of its tabs make, as the change each is.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TabWriteTests {
  typealias Tabs = TabsState<AppTab, TypedPath<Screen>>
  let selection = StatePart<Tabs, AppTab>.selection()
  let recipes = StatePart<Tabs, TypedPath<Screen>>.stack(for: .recipes)
  let search = StatePart<Tabs, TypedPath<Screen>>.stack(for: .search)

  /// Recipes selected, showing `[list, editor(1)]`; search showing `[detail(2)]`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func navigator() throws -> Navigator<Tabs> {
    Navigator(
      try Tabs(
        tabs: [.recipes, .search], selection: .recipes,
        stacks: [[.list, .editor(1)], [.detail(2)]]))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func tabTapSelectsTheTabAndKeepsEveryStack() throws {
    let navigator = try navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.write(.search, to: selection).change != nil)
    #expect(navigator.state.selection == .search)
    #expect(navigator.state.stacks == [[.list, .editor(1)], [.detail(2)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func reselectPopsTheTabToItsRoot() throws {
    let navigator = try navigator()
    let outcome = navigator.write(.recipes, to: selection)
    #expect(outcome.change?.removed == [.editor(1), .list])
    #expect(navigator.state.selection == .recipes)
    #expect(navigator.state.stacks == [[], [.detail(2)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func reselectAndTheSystemsPopToRootAreRefusedByAGuard() throws {
    let navigator = try navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.write(.recipes, to: selection).refusal != nil)
    // The stack in the tab writes its own pop to root as the tab is tapped again.
    var outcome = NavigationOutcome<Tabs>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(TypedPath(), to: recipes)
    }
    #expect(outcome.refusal?.refusingGuard?.label == "unsaved edits")
    #expect(told)
    #expect(navigator.state.stacks == [[.list, .editor(1)], [.detail(2)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func linkInATabPushesOnThatTabOnly() throws {
    let navigator = try navigator()
    #expect(navigator.write([.detail(2), .detail(3)], to: search).change != nil)
    #expect(navigator.state.selection == .recipes)
    #expect(navigator.state.stacks == [[.list, .editor(1)], [.detail(2), .detail(3)]])
    #expect(navigator.isPopGuarded(in: search) == false)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func backButtonInATabAsksTheGuard() throws {
    let navigator = try navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.isPopGuarded(in: recipes))
    #expect(!navigator.isPopGuarded(in: search))
    #expect(navigator.pop(in: recipes).refusal != nil)
    #expect(navigator.pop(in: search).change != nil)
    #expect(navigator.state.stacks == [[.list, .editor(1)], []])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func tabTappedWhileAGuardDecidesSwitchesInItsTurn() async throws {
    let navigator = try navigator()
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "confirm") { _ in await gate.decision() }
    let popping = navigator.write(.recipes, to: selection)  // reselect: pop to root
    #expect(isPending(popping))
    await gate.untilAsked()
    var switching = NavigationOutcome<Tabs>.unchanged
    let told = observersAreTold(by: navigator) {
      switching = navigator.write(.search, to: selection)
    }
    #expect(isPending(switching))
    #expect(told)  // the tab bar shows recipes again until the turn comes
    #expect(navigator.state.selection == .recipes)
    gate.decide(false)
    _ = try? await popping.value
    _ = try await switching.value
    #expect(navigator.state.selection == .search)
    #expect(navigator.state.stacks == [[.list, .editor(1)], [.detail(2)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func writeOfAnUnknownTabChangesNothing() {
    let navigator = Navigator(Tabs(tabs: [.recipes]))
    let told = observersAreTold(by: navigator) {
      #expect(navigator.write(.search, to: selection) == .unchanged)
    }
    #expect(told)  // the tab view shows the selection it wrote: it is drawn again
    #expect(navigator.state.selection == .recipes)
  }
}
