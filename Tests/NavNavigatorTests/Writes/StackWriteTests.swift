import NavCore
import NavNavigator
import Testing

/// The writes a navigation stack makes to its path, as the change each is.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct StackWriteTests {
  typealias Path = TypedPath<Screen>
  let stack = StatePart<Path, Path>.stack

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func linkPushAppliesItsElement() {
    let navigator = ScreenNavigator([.list])
    var outcome = NavigationOutcome<Path>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(navigator.state + [.detail(1)], to: stack)
    }
    #expect(outcome.change?.transition == PathTransition(popCount: 0, pushed: [.detail(1)]))
    #expect(navigator.state == [.list, .detail(1)])
    #expect(told)  // the state changed
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func backButtonPopsWhenNoGuardStands() {
    let navigator = ScreenNavigator([.list, .detail(1)])
    navigator.addSynchronousGuard(on: .detail(1), label: "saved") { _ in true }
    #expect(!navigator.isPopGuarded(in: stack))
    let outcome = navigator.write(Path([.list]), to: stack)
    #expect(outcome.change?.removed == [.detail(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func backButtonRefusedByAGuardShowsTheScreenAgain() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.isPopGuarded(in: stack))
    var outcome = NavigationOutcome<Path>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(Path([.list]), to: stack)
    }
    #expect(outcome.refusal?.refusingGuard?.label == "unsaved edits")
    #expect(navigator.state == [.list, .editor(1)])
    #expect(told)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func customBackButtonAsksTheGuard() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var hasUnsavedEdits = true
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in
      !hasUnsavedEdits
    }
    #expect(navigator.pop(in: stack).refusal != nil)
    #expect(navigator.state == [.list, .editor(1)])
    hasUnsavedEdits = false
    #expect(!navigator.isPopGuarded(in: stack))
    #expect(navigator.pop(in: stack).change?.removed == [.editor(1)])
    #expect(navigator.pop(in: stack).change?.removed == [.list])
    #expect(navigator.pop(in: stack) == .unchanged)
    #expect(!navigator.isPopGuarded(in: stack))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func systemPopToRootAsksTheGuardsOfEveryScreen() {
    let navigator = ScreenNavigator([.list, .editor(1), .detail(2)])
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    // Only the top screen's back button is replaced: popping detail(2) asks no guard.
    #expect(!navigator.isPopGuarded(in: stack))
    var outcome = NavigationOutcome<Path>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(Path(), to: stack)
    }
    #expect(outcome.refusal?.change.removed == [.detail(2), .editor(1), .list])
    #expect(navigator.state == [.list, .editor(1), .detail(2)])
    #expect(told)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func systemPopToRootWithoutGuards() {
    let navigator = ScreenNavigator([.list, .editor(1), .detail(2)])
    let outcome = navigator.write(Path(), to: stack)
    #expect(outcome.change?.transition == PathTransition(popCount: 3, pushed: []))
    #expect(navigator.state == [])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asyncGuardReplacesTheBackButtonAndKeepsTheScreenUntilItAgrees() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "confirm") { _ in await gate.decision() }
    #expect(navigator.isPopGuarded(in: stack))
    var outcome = NavigationOutcome<Path>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(Path([.list]), to: stack)
    }
    #expect(isPending(outcome))
    #expect(told)  // the screen the swipe removed is drawn again while the guard decides
    #expect(navigator.state == [.list, .editor(1)])
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await outcome.value?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asyncGuardThatRefusesLateLeavesTheStack() async {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "confirm") { _ in await gate.decision() }
    let outcome = navigator.write(Path(), to: stack)
    await gate.untilAsked()
    gate.decide(false)
    let error = await #expect(throws: NavigationRefusal<Path>.self) { try await outcome.value }
    #expect(error?.refusingGuard?.label == "confirm")
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func linkTappedWhileAGuardDecidesPushesInItsTurn() async throws {
    for allow in [false, true] {
      let navigator = ScreenNavigator([.list, .editor(1)])
      let gate = Gate()
      navigator.addGuard(on: .editor(1), label: "confirm") { _ in await gate.decision() }
      let popping = navigator.pop(in: stack)
      await gate.untilAsked()
      // The editor is still on screen: a link on it writes the path with one screen more.
      var pushing = NavigationOutcome<Path>.unchanged
      let told = observersAreTold(by: navigator) {
        pushing = navigator.write(navigator.state + [.detail(2)], to: stack)
      }
      #expect(isPending(pushing))
      #expect(told)
      #expect(navigator.state == [.list, .editor(1)])
      gate.decide(allow)
      _ = try? await popping.value
      _ = try await pushing.value
      #expect(navigator.state == (allow ? [.list, .detail(2)] : [.list, .editor(1), .detail(2)]))
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func backWrittenTwiceWhileAGuardDecidesPopsTwiceInTurn() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(2)])
    let gate = Gate()
    navigator.addGuard(on: .editor(2), label: "confirm") { _ in await gate.decision() }
    let popping = navigator.pop(in: stack)
    await gate.untilAsked()
    // The editor is drawn again while its guard decides; a second back is a second pop,
    // planned on the stack the first one leaves.
    let again = navigator.write(Path([.list, .detail(1)]), to: stack)
    #expect(isPending(again))
    gate.decide(true)
    #expect(try await popping.value?.removed == [.editor(2)])
    #expect(try await again.value?.removed == [.detail(1)])
    #expect(navigator.state == [.list])
    #expect(gate.asked == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func writeOfTheShownStackChangesNothing() {
    let navigator = ScreenNavigator([.list])
    let told = observersAreTold(by: navigator) {
      #expect(navigator.write(navigator.state, to: stack) == .unchanged)
    }
    #expect(!told)
  }
}
