import NavCore
import NavNavigator
import Testing

/// Issue 13's scenario through a navigator: version 1 of the app saved its state, version 2
/// declares other tabs, another split layout or another presentation chain, and hands the saved
/// state to its navigator. The change applies, and leave handlers and guards see every element
/// that goes away, including the whole stacks of tabs that version 2 no longer declares.
@MainActor
@Suite struct RestoringAfterUpdateTests {
  enum Tab: Hashable, Sendable { case home, search, settings, profile }
  enum Sheet: Hashable, Sendable { case compose }
  typealias Tabs = TabsState<Tab, TypedPath<Int>>
  typealias App = PresentationState<Tabs, Sheet, TypedPath<Int>>
  typealias Split = SplitState<String, String, TypedPath<Int>>

  /// Version 1: [home, profile], profile selected, one screen pushed on it.
  static func savedByVersion1() -> Tabs {
    var saved = Tabs(tabs: [.home, .profile])
    saved.activeStack = [1]
    saved.select(.profile, stack: [42])
    return saved
  }

  /// Version 2 at launch: [home, search, settings], with screens on home and search.
  static func version2() -> Tabs {
    var current = Tabs(tabs: [.home, .search, .settings])
    current.updateStack(for: .search) { $0 = [7] }
    current.activeStack = [1, 2]
    return current
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func acceptingASavedStateWithOtherTabsDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      let navigator = Navigator(TabsState<Int, TypedPath<Int>>(tabs: [1, 2, 3]))
      let saved = TabsState<Int, TypedPath<Int>>(tabs: [1, 4], selection: 4)
      navigator.acceptChange(to: saved)
      precondition(navigator.state == saved)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aTransactionToASavedStateWithOtherTabsDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let navigator = Navigator(TabsState<Int, TypedPath<Int>>(tabs: [1, 2, 3]))
        let saved = TabsState<Int, TypedPath<Int>>(tabs: [1, 4], selection: 4)
        precondition(navigator.transaction { $0 = saved }.change != nil)
        precondition(navigator.state == saved)
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func acceptingASavedStateWithAnotherLayoutDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      let navigator = Navigator(SplitState<Int, Int, TypedPath<Int>>(layout: .twoColumn))
      let saved = try SplitState<Int, Int, TypedPath<Int>>(
        layout: .threeColumn, sidebarSelection: 1, contentSelection: 2, detail: [3])
      navigator.acceptChange(to: saved)
      precondition(navigator.state == saved)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func acceptChangeRemovesWhatTheStaysPopThenTheTabsThatGoAway() {
    let navigator = Navigator(Self.version2())
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    let change = navigator.acceptChange(to: Self.savedByVersion1())
    #expect(navigator.state == Self.savedByVersion1())
    #expect(change?.transition.changesShape == true)
    #expect(
      change?.transition.description
        == "tabs: [.home, .search, .settings] -> [.home, .profile]; .home: pop 1; "
        + ".profile: push [42]; switch to .profile")
    #expect(change?.removed == [2, 7])
    #expect(left == [2, 7])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aTransactionAsksTheGuardsOfTabsThatGoAway() async throws {
    let navigator = Navigator(Self.version2())
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    let guardOnSearch = navigator.addGuard(on: 7, label: "unsaved search") { _ in false }
    let refusal = await #expect(throws: NavigationRefusal<Tabs>.self) {
      _ = try await navigator.transaction { $0 = Self.savedByVersion1() }.value
    }
    #expect(refusal?.kind == .refusedByGuard)
    #expect(navigator.state == Self.version2())
    navigator.remove(guardOnSearch)
    _ = try await navigator.transaction { $0 = Self.savedByVersion1() }.value
    #expect(navigator.state == Self.savedByVersion1())
    #expect(left == [2, 7])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func reconcilingBeforeHandingOverKeepsTodaysTabs() throws {
    let navigator = Navigator(Self.version2())
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    let restoration = navigator.state.reconciled(with: Self.savedByVersion1())
    let change = try #require(navigator.acceptChange(to: restoration.state))
    #expect(!change.transition.changesShape)
    #expect(navigator.state.tabs == [.home, .search, .settings])
    #expect(navigator.state.stacks == [[1], [7], []])  // search was not saved: it keeps its stack
    #expect(left == [2])
    #expect(restoration.dropped == [.tab(.profile, stack: [42]), .selection(.profile)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anotherLayoutRemovesTheWholeDetailStack() async throws {
    let navigator = Navigator(
      try Split(layout: .twoColumn, sidebarSelection: "mains", detail: [1, 2]))
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    let saved = try Split(
      layout: .threeColumn, sidebarSelection: "desserts", contentSelection: "pie", detail: [9])
    let change = try await navigator.transaction { $0 = saved }.value
    #expect(change?.transition.changesShape == true)
    #expect(change?.removed == [2, 1])
    #expect(left == [2, 1])
    #expect(navigator.state == saved)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func presentationChainsOverOtherTabsRemoveDismissedThenPoppedThenTheBase() {
    var current = App(base: Self.version2())
    current.present(.compose, stack: [10, 11])
    current.present(.compose, style: .fullScreenCover, stack: [20])
    var saved = App(base: Self.savedByVersion1())
    saved.present(.compose, stack: [10])
    let navigator = Navigator(current)
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    let change = navigator.acceptChange(to: saved)
    #expect(change?.transition.changesShape == true)
    #expect(change?.removed == [20, 11, 2, 7])
    #expect(left == [20, 11, 2, 7])
    #expect(navigator.state == saved)
  }
}
