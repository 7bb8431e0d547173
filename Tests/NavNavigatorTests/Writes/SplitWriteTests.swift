import NavCore
import NavNavigator
import Testing

/// The writes a split view makes, expanded and collapsed into one stack, as the change each is.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SplitWriteTests {
  typealias Split = SplitState<Category, Never, TypedPath<Screen>>
  let sidebar = StatePart<Split, Category?>.sidebarSelection()
  let visibility = StatePart<Split, NavSplitViewVisibility>.columnVisibility()
  let detail = StatePart<Split, TypedPath<Screen>>.detail()

  /// Desserts selected, the detail showing `[detail(1), editor(1)]`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func navigator() -> Navigator<Split> {
    var split = Split(layout: .twoColumn)
    split.select(sidebar: .desserts)
    split.updateDetail { $0 = [.detail(1), .editor(1)] }
    return Navigator(split)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func sidebarSelectionReturnsTheDetailToItsRoot() {
    let navigator = navigator()
    let outcome = navigator.write(.mains, to: sidebar)
    #expect(outcome.change?.removed == [.editor(1), .detail(1)])
    #expect(navigator.state.sidebarSelection == .mains)
    #expect(navigator.state.detail == [])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func collapsedBackToTheSidebarAsksTheDetailsGuards() {
    let navigator = navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    // Collapsed, the sidebar is the stack's root: going back to it writes a nil selection.
    #expect(navigator.isGuarded(writing: nil, to: sidebar))
    var outcome = NavigationOutcome<Split>.unchanged
    let told = observersAreTold(by: navigator) {
      outcome = navigator.write(nil, to: sidebar)
    }
    #expect(outcome.refusal != nil)
    #expect(told)
    #expect(navigator.state.sidebarSelection == .desserts)
    #expect(navigator.state.detail == [.detail(1), .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func collapsedBackToTheSidebarWithoutGuards() {
    let navigator = navigator()
    #expect(navigator.write(nil, to: sidebar).change != nil)
    #expect(navigator.state.sidebarSelection == nil)
    #expect(navigator.state.detail == [])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func collapseAndExpandWriteTheColumnVisibility() {
    let navigator = navigator()
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    #expect(navigator.write(.detailOnly, to: visibility).change != nil)
    #expect(navigator.state.columnVisibility == .detailOnly)
    #expect(navigator.write(.all, to: visibility).change != nil)
    #expect(navigator.state.columnVisibility == .all)
    #expect(navigator.state.detail == [.detail(1), .editor(1)])  // no column's content is lost
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func detailStackAsksItsGuardsLate() async throws {
    let navigator = navigator()
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "confirm") { _ in await gate.decision() }
    #expect(navigator.isPopGuarded(in: detail))
    let outcome = navigator.write([.detail(1)], to: detail)
    #expect(isPending(outcome))
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await outcome.value?.removed == [.editor(1)])
    #expect(navigator.state.detail == [.detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func detailWriteWithoutASelectionChangesNothing() {
    let navigator = Navigator(Split(layout: .twoColumn))
    let told = observersAreTold(by: navigator) {
      #expect(navigator.write([.detail(1)], to: detail) == .unchanged)
    }
    #expect(told)
    #expect(navigator.state.detail == [])
  }
}
