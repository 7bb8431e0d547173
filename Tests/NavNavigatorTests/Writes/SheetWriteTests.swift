import NavCore
import NavNavigator
import Testing

/// The writes sheets and full-screen covers make, as the change each is.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SheetWriteTests {
  typealias Path = TypedPath<Screen>
  typealias App = PresentationState<Path, Modal, Path>
  let sheet = StatePart<App, ModalPresentation<Modal, Path>?>.presentation(at: 0, style: .sheet)
  let cover = StatePart<App, ModalPresentation<Modal, Path>?>.presentation(
    at: 0, style: .fullScreenCover)
  let sheetStack = StatePart<App, Path>.presentedStack(at: 0)

  /// `[list]` under a sheet for the editor, showing `[detail(1), editor(1)]`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func navigator() -> Navigator<App> {
    var app = App(base: [.list])
    app.present(.editor(1), stack: [.detail(1), .editor(1)])
    return Navigator(app)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func swipeDownDismissesTheSheetAndItsStack() {
    let navigator = navigator()
    #expect(navigator.state.presentations.first?.destination == .editor(1))
    #expect(cover.value(in: navigator.state) == nil)
    #expect(!navigator.isGuarded(writing: nil, to: sheet))
    let outcome = navigator.write(nil, to: sheet)
    #expect(outcome.change?.removed == [.editor(1), .detail(1)])
    #expect(navigator.state == App(base: [.list]))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardedSheetCannotBeSwipedDownAndIsShownAgain() {
    let navigator = navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.isGuarded(writing: nil, to: sheet))
    var outcome = NavigationOutcome<App>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(nil, to: sheet)
    }
    #expect(outcome.refusal?.refusingGuard?.label == "unsaved edits")
    #expect(told)
    #expect(navigator.state.presentations.count == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asyncGuardOnTheSheetAnswersLate() async throws {
    for allow in [false, true] {
      let navigator = navigator()
      let gate = Gate()
      navigator.addGuard(on: .detail(1), label: "confirm") { _ in await gate.decision() }
      #expect(navigator.isGuarded(writing: nil, to: sheet))
      // Inside the sheet, the editor's back button is not guarded: only detail(1) is.
      #expect(!navigator.isPopGuarded(in: sheetStack))
      var outcome = NavigationOutcome<App>.unchanged
      let told = observersAreTold(by: navigator) {
        outcome = navigator.write(nil, to: sheet)
      }
      #expect(isPending(outcome))
      #expect(told)
      await gate.untilAsked()
      gate.decide(allow)
      _ = try? await outcome.value
      #expect(navigator.state.presentations.isEmpty == allow)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func stackInsideTheSheetPushesAndPops() {
    let navigator = navigator()
    #expect(navigator.write([.detail(1), .editor(1), .detail(3)], to: sheetStack).change != nil)
    #expect(navigator.pop(in: sheetStack).change != nil)
    #expect(navigator.pop(in: sheetStack).change != nil)
    #expect(sheetStack.value(in: navigator.state) == [.detail(1)])
    #expect(navigator.state.base == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func coverIsDismissedByItsOwnBindingOnly() {
    var app = App(base: [.list])
    app.present(.settings, style: .fullScreenCover)
    let navigator = Navigator(app)
    #expect(sheet.value(in: navigator.state) == nil)
    // The sheet binding at the same level writes nil (it shows nothing): the cover stays.
    #expect(navigator.write(nil, to: sheet) == .unchanged)
    #expect(navigator.write(nil, to: cover).change != nil)
    #expect(navigator.state.presentations.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func dismissingALevelDismissesTheLevelsAbove() {
    var app = App(base: [.list])
    app.present(.editor(1))
    app.present(.settings)
    let navigator = Navigator(app)
    let first = navigator.state.presentations[0]
    #expect(sheet.value(in: navigator.state) == first)
    #expect(navigator.write(nil, to: sheet).change != nil)
    #expect(navigator.state.presentations.isEmpty)
  }
}
