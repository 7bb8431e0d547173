import NavCore
import Testing

extension Composite {
  /// The snippets of the CompositeState article in NavCore.docc, compiled and run: each test body
  /// is the article's snippet, with its printed lines turned into expectations.
  @Suite struct CompositeGuideTests {
    @Test func singleStack() {
      var path: TypedPath<Route> = []
      path.append(.list)
      path.append(.detail(42))
      path.removeLast()
      #expect(path == [.list])
    }

    @Test func tabs() throws {
      var tabs = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .search, .settings])
      tabs.activeStack.append(.detail(42))  // pushes on Home
      tabs.select(.search)  // Home keeps [.detail(42)]
      // The guides show the kept stack as the library prints a list of routes.
      let kept = shortDescription(ofList: try #require(tabs.stack(for: .home)))
      #expect(kept == "[.detail(42)]")
      for article in [Guides.compositeState, Guides.comingFromSwiftUI] {
        #expect(try guide(article).contains("tabs.select(.search)  // Home keeps \(kept)\n"))
      }
      tabs.select(.home)
      tabs.reselect()  // tapping Home again: back to its root
      tabs.select(.search, stack: [.list, .detail(7)])  // a deep link, in one change
      // not declared: nothing changes
      #expect(
        "\(tabs.select(.profile))"
          == ".failed(TabsState: the selection profile is not one of the declared tabs)")
      #expect(tabs.selection == .search)
      #expect(tabs.stacks == [[], [.list, .detail(7)], []])
    }

    @Test func split() throws {
      var split = SplitState<Category, Recipe, TypedPath<Route>>(
        layout: .threeColumn, columnVisibility: .all)
      split.select(sidebar: .desserts)
      split.select(content: applePie)
      split.updateDetail { $0.append(.detail(1)) }

      // On a compact screen: one stack, selections first.
      var collapsed = split.collapsed
      #expect(collapsed == [.sidebar(.desserts), .content(applePie), .detail(.detail(1))])
      collapsed.pop(2)  // back twice: the recipe is deselected
      let expanded = try SplitState<Category, Recipe, TypedPath<Route>>(
        collapsed: collapsed, layout: .threeColumn, columnVisibility: .all)
      #expect(expanded.sidebarSelection == .desserts)
      #expect(expanded.contentSelection == nil)

      split.select(sidebar: .mains)  // clears the recipe and the detail stack
      #expect(split.contentSelection == nil && split.detail.isEmpty)
    }

    @Test func presentations() {
      var app = PresentationState<NavPath, Sheet, NavPath>(base: NavPath())
      app.present(.newRecipe)
      app.activeStack.append(Step.ingredients)  // inside the sheet
      app.present(.pickPhoto, style: .fullScreenCover)
      #expect(app.activeStack.pop(5) == 0)  // the cover is at its root: nothing to pop
      #expect(app.dismiss()?.destination == .pickPhoto)
      #expect(app.activeStack == NavPath([Step.ingredients]))  // the sheet's stack is intact
      app.dismiss(app.presentations.count)
      #expect(app.dismiss() == nil)  // nothing presented: reported, not a trap
    }

    @Test func wholeApp() throws {
      typealias AppState = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>
      var shown = AppState(base: TabsState(tabs: [.home, .search, .settings]))
      shown.activeStack.append(Category.desserts)
      shown.activeStack.append(applePie.id)
      shown.present(.newRecipe)

      var next = shown
      next.dismiss(next.presentations.count)
      next.base.reselect()
      next.base.select(.search)

      let transition = shown.transition(to: next)
      #expect(transition.description == "dismiss 1; base: .home: pop 2; switch to .search")
      #expect(try guide(Guides.compositeState).contains("print(transition)  // \(transition)\n"))
      shown.apply(transition)
      #expect(shown == next)
    }

    @Test func transitionsAcrossShapes() throws {
      var current = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .search, .settings])
      var saved = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .profile])
      saved.select(.profile, stack: [.detail(42)])

      let transition = current.transition(to: saved)
      #expect(
        transition.description
          == "tabs: [.home, .search, .settings] -> [.home, .profile]; .profile: push [.detail(42)]; "
          + "switch to .profile")
      #expect(try guide(Guides.compositeState).contains("print(transition)\n// \(transition)\n"))
      #expect(transition.changesShape)  // rebuild the tab view rather than animate
      current.apply(transition)
      #expect(current == saved)
    }

    @Test func restoringTabsIntoTodaysShape() {
      // Version 1 saved [home, profile], profile selected, one screen pushed.
      var saved = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .profile])
      saved.updateStack(for: .home) { $0.append(.list) }
      saved.select(.profile, stack: [.detail(42)])

      // Version 2 declares [home, search, settings].
      let current = TabsState<AppTab, TypedPath<Route>>(tabs: [.home, .search, .settings])
      let restoration = current.reconciled(with: saved)
      #expect(restoration.state.tabs == [.home, .search, .settings])
      #expect(restoration.state.stacks == [[.list], [], []])  // home's stack carried over
      #expect(restoration.state.selection == .home)  // profile is gone: the current selection stays
      #expect(restoration.dropped == [.tab(.profile, stack: [.detail(42)]), .selection(.profile)])
      #expect(!restoration.isComplete)
    }

    @Test func restoringASplitViewIntoTodaysLayout() throws {
      let saved = try SplitState<Category, Recipe, TypedPath<Route>>(
        layout: .threeColumn, sidebarSelection: .desserts, contentSelection: applePie,
        detail: [.detail(1)])

      let current = SplitState<Category, Recipe, TypedPath<Route>>(layout: .twoColumn)
      let restoration = current.reconciled(with: saved)
      #expect(restoration.state.layout == .twoColumn)
      #expect(restoration.state.sidebarSelection == .desserts)
      #expect(restoration.dropped == [.contentSelection(applePie), .detail([.detail(1)])])
    }

    /// Compiles only when `Value` is `Sendable`.
    private static func requireSendable<Value: Sendable>(_: Value.Type) -> Bool { true }

    @Test func wholeAppStateIsSendableWhenItsPartsAre() {
      typealias AppState = PresentationState<
        TabsState<AppTab, TypedPath<Route>>, Sheet, NavPath
      >
      #expect(Self.requireSendable(AppState.self))
      #expect(Self.requireSendable(SplitState<Category, Recipe, TypedPath<Route>>.self))
      #expect(
        Self.requireSendable(
          PresentationTransition<TabsState<AppTab, NavPath>, Sheet, NavPath>.self))
      #expect(Self.requireSendable(SplitTransition<Category, Recipe, Route>.self))
      #expect(Self.requireSendable(NavReconciliation<AppState>.self))
      #expect(Self.requireSendable(NavReconciliation<SplitState<Category, Recipe, NavPath>>.self))
    }
  }
}
