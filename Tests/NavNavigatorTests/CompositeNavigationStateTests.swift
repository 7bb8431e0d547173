import NavCore
import NavNavigator
import Testing

/// The composite states of NavCore as states a Navigator owns: what each transition removes, and
/// guards and leave handlers on a whole app's state.
@MainActor
@Suite struct CompositeNavigationStateTests {
  enum Tab: Hashable, Sendable { case home, search }
  enum Sheet: Hashable, Sendable { case compose }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func tabsRemoveWhatTheirStacksPopTopFirst() {
    var tabs = TabsState<Tab, TypedPath<Int>>(tabs: [.home, .search])
    tabs.activeStack.append(contentsOf: [1, 2, 3])
    tabs.select(.search)
    tabs.activeStack.append(contentsOf: [7, 8])
    var next = tabs
    next.reselect()
    next.select(.home)
    next.activeStack.pop(2)
    #expect(tabs.elementsRemoved(by: tabs.transition(to: next)) == [3, 2, 8, 7])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func splitViewsRemoveWhatTheirDetailStackPops() {
    var split = SplitState<String, Never, TypedPath<Int>>(layout: .twoColumn)
    split.select(sidebar: "desserts")
    split.updateDetail { $0.append(contentsOf: [1, 2]) }
    var next = split
    next.updateDetail { $0.pop(1) }
    #expect(split.elementsRemoved(by: split.transition(to: next)) == [2])
    next.select(sidebar: "mains")
    #expect(split.elementsRemoved(by: split.transition(to: next)) == [2, 1])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func presentationsRemoveDismissedStacksThenPopsThenTheBase() {
    var app = PresentationState<TypedPath<Int>, Sheet, TypedPath<Int>>(base: [1, 2])
    app.present(.compose)
    app.activeStack.append(contentsOf: [10, 11])
    app.present(.compose, style: .fullScreenCover)
    app.activeStack.append(20)
    var next = app
    next.dismiss()
    next.activeStack.pop(1)
    next.base.pop(1)
    #expect(app.elementsRemoved(by: app.transition(to: next)) == [20, 11, 2])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aGuardOnATabElementStopsReselectingThatTab() async throws {
    var tabs = TabsState<Tab, TypedPath<Int>>(tabs: [.home, .search])
    tabs.activeStack.append(contentsOf: [1, 42])
    let navigator = Navigator(tabs)
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    navigator.addGuard(on: 42, label: "unsaved draft") { _ in false }
    let refusal = await #expect(throws: NavigationRefusal<TabsState<Tab, TypedPath<Int>>>.self) {
      _ = try await navigator.transaction { $0.reselect() }.value
    }
    #expect(refusal?.kind == .refusedByGuard)
    #expect(navigator.state == tabs)
    #expect(left.isEmpty)

    _ = try await navigator.transaction { $0.select(.search) }.value
    #expect(navigator.state.selection == .search)
    #expect(left.isEmpty)
  }
}
