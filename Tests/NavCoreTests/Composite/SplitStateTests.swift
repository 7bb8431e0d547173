import NavCore
import Testing

extension Composite {
  @Suite struct SplitStateTests {
    /// The seeds' three-column recipes app: categories, recipes, then a detail stack.
    typealias Recipes = SplitState<Category, Recipe, TypedPath<Route>>
    /// A two-column layout: categories, then a detail stack.
    typealias Categories = SplitState<Category, Never, NavPath>

    /// A three-column state with every column set.
    static func deepRecipes() -> Recipes {
      var split = Recipes(layout: .threeColumn, columnVisibility: .all)
      split.select(sidebar: .desserts)
      split.select(content: applePie)
      split.updateDetail { $0 += [.detail(1), .detail(2)] }
      return split
    }

    @Test func threeColumnRecipesAppDrivesEachColumnFromTheOneBefore() {
      var split = Recipes(layout: .threeColumn)
      #expect(!split.isDetailActive)
      #expect(split.select(sidebar: .desserts) == .changed)
      #expect(!split.isDetailActive)
      #expect(split.select(content: applePie) == .changed)
      #expect(split.isDetailActive)
      split.updateDetail { $0.append(.detail(1)) }
      #expect(split.sidebarSelection == .desserts)
      #expect(split.contentSelection == applePie)
      #expect(split.detail == [.detail(1)])
    }

    @Test func changingTheSidebarSelectionClearsTheContentSelectionAndTheDetailStack() {
      var split = Self.deepRecipes()
      #expect(split.select(sidebar: .mains) == .changed)
      #expect(split.contentSelection == nil)
      #expect(split.detail.isEmpty)
      #expect(split.columnVisibility == .all)
    }

    @Test func changingTheContentSelectionClearsOnlyTheDetailStack() {
      var split = Self.deepRecipes()
      #expect(split.select(content: brownies) == .changed)
      #expect(split.sidebarSelection == .desserts)
      #expect(split.detail.isEmpty)
    }

    @Test func reselectingTheSameItemsKeepsEverything() {
      var split = Self.deepRecipes()
      #expect(split.select(sidebar: .desserts) == .unchanged)
      #expect(split.select(content: applePie) == .unchanged)
      #expect(split == Self.deepRecipes())
    }

    @Test func contentSelectionWithoutAContentColumnOrSidebarSelectionIsReported() {
      var threeColumn = Recipes(layout: .threeColumn)
      #expect(
        "\(threeColumn.select(content: applePie))"
          == ".failed(SplitState: a content selection was given without a sidebar selection)")
      #expect(threeColumn.contentSelection == nil)
      var twoColumnRecipes = SplitState<Category, Recipe, NavPath>(layout: .twoColumn)
      twoColumnRecipes.select(sidebar: .desserts)
      guard case .failed(let error) = twoColumnRecipes.select(content: applePie) else {
        Issue.record("expected .failed")
        return
      }
      #expect(error.kind == .contentInTwoColumnLayout)
      #expect(twoColumnRecipes.select(content: nil) == .unchanged)
    }

    @Test func detailStackCannotChangeWithoutTheSelectionThatDrivesIt() {
      var split = Recipes(layout: .threeColumn)
      split.select(sidebar: .desserts)
      let pushed: Void? = split.updateDetail { $0.append(.detail(1)) }
      #expect(pushed == nil)
      #expect(split.detail.isEmpty)
    }

    @Test func twoColumnSidebarSelectionDrivesTheDetailStack() {
      var split = Categories(layout: .twoColumn)
      split.select(sidebar: .drinks)
      split.updateDetail { $0.append(7) }
      #expect(split.detail == NavPath([7]))
    }

    @Test func collapsedStackIsTheSelectionsThenTheDetailStack() {
      #expect(
        Self.deepRecipes().collapsed == [
          .sidebar(.desserts), .content(applePie), .detail(.detail(1)), .detail(.detail(2)),
        ])
      var twoColumn = Categories(layout: .twoColumn)
      #expect(twoColumn.collapsed.isEmpty)
      twoColumn.select(sidebar: .mains)
      twoColumn.updateDetail { $0.append(3) }
      #expect(twoColumn.collapsed == [.sidebar(.mains), .detail(NavPath.Element(3))])
    }

    static let roundTripStates: [Recipes] = {
      var states = [Recipes(layout: .threeColumn), deepRecipes()]
      var sidebarOnly = Recipes(layout: .threeColumn, columnVisibility: .doubleColumn)
      sidebarOnly.select(sidebar: .drinks)
      states.append(sidebarOnly)
      var contentOnly = sidebarOnly
      contentOnly.select(content: brownies)
      states.append(contentOnly)
      return states
    }()

    @Test(arguments: roundTripStates)
    func collapseThenExpandRestoresTheColumns(split: Recipes) throws {
      let expanded = try Recipes(
        collapsed: split.collapsed, layout: split.layout, columnVisibility: split.columnVisibility)
      #expect(expanded == split)
    }

    @Test func poppingTheCollapsedStackClearsDetailThenContentThenSidebar() throws {
      var split = Self.deepRecipes()
      #expect(split.popCollapsed(2) == 2)
      #expect(split.detail.isEmpty)
      #expect(split.contentSelection == applePie)
      #expect(split.popCollapsed(1) == 1)
      #expect(split.contentSelection == nil)
      #expect(split.sidebarSelection == .desserts)
      #expect(split.popCollapsed(5) == 1)
      #expect(split.sidebarSelection == nil)
      #expect(split.popCollapsed(1) == 0)
      #expect(split.popCollapsed(-1) == 0)
    }

    @Test func poppingInCollapsedFormThenExpandingShowsTheRemainingColumns() throws {
      var collapsed = Self.deepRecipes().collapsed
      collapsed.pop(3)
      let expanded = try Recipes(collapsed: collapsed, layout: .threeColumn, columnVisibility: .all)
      var expected = Recipes(layout: .threeColumn, columnVisibility: .all)
      expected.select(sidebar: .desserts)
      #expect(expanded == expected)
    }

    @Test(arguments: [
      (
        [Recipes.CollapsedEntry.content(applePie)], SplitViewLayout.threeColumn,
        "SplitState: collapsed entry 0 is a content selection, expected a sidebar selection"
      ),
      (
        [.sidebar(.desserts), .detail(.list)], .threeColumn,
        "SplitState: collapsed entry 1 is a detail element, expected a content selection"
      ),
      (
        [.sidebar(.desserts), .content(applePie)], .twoColumn,
        "SplitState: collapsed entry 1 is a content selection, expected a detail element"
      ),
      (
        [.sidebar(.desserts), .content(applePie), .detail(.list), .sidebar(.mains)], .threeColumn,
        "SplitState: collapsed entry 3 is a sidebar selection, expected a detail element"
      ),
    ])
    func expandingAMisplacedEntryNamesIt(
      entries: [Recipes.CollapsedEntry], layout: SplitViewLayout, message: String
    ) {
      do {
        let split = try Recipes(collapsed: TypedPath(entries), layout: layout)
        Issue.record("expanded into \(split)")
      } catch {
        #expect(error.description == message)
      }
    }

    @Test(arguments: [
      (
        SplitViewLayout.twoColumn, Category?.some(.desserts), Recipe?.some(applePie), 0,
        "SplitState: a content selection was given, but the two-column layout has no content column"
      ),
      (
        .threeColumn, nil, applePie, 0,
        "SplitState: a content selection was given without a sidebar selection"
      ),
      (
        .threeColumn, .desserts, nil, 2,
        "SplitState: the detail stack holds 2 elements but there is no content selection"
      ),
      (
        .twoColumn, nil, nil, 1,
        "SplitState: the detail stack holds 1 elements but there is no sidebar selection"
      ),
    ])
    func validatingInitNamesWhatIsWrong(
      layout: SplitViewLayout, sidebar: Category?, content: Recipe?, detailCount: Int,
      message: String
    ) {
      do {
        let split = try Recipes(
          layout: layout, sidebarSelection: sidebar, contentSelection: content,
          detail: TypedPath(repeatElement(.list, count: detailCount)))
        Issue.record("built \(split)")
      } catch {
        #expect(error.description == message)
      }
    }

    @Test func deepLinkSetsEveryColumnInOneChange() throws {
      // myapp://category/desserts/recipe/1
      let split = try Recipes(
        layout: .threeColumn, sidebarSelection: .desserts, contentSelection: applePie,
        detail: [.detail(1), .detail(2)], columnVisibility: .all)
      #expect(split == Self.deepRecipes())
    }

    @Test func visibilityNamesMatchNavigationSplitViewVisibility() {
      #expect(
        NavSplitViewVisibility.known.map(\.rawValue) == [
          "automatic", "all", "doubleColumn", "detailOnly",
        ])
    }

    @Test func descriptionShowsEveryColumn() {
      var split = Categories(layout: .twoColumn)
      split.select(sidebar: .desserts)
      split.updateDetail { $0.append(42) }
      #expect(
        split.description
          == "SplitState(.twoColumn, sidebar: .desserts, content: nil, "
          + "detail: NavPath([42 as Int]), .automatic)")
      #expect(Recipes.CollapsedEntry.detail(.detail(4)).description == ".detail(.detail(4))")
    }

    @Test func transitionWithinTheSameSelectionKeepsTheCommonPrefix() {
      var old = Self.deepRecipes()
      var new = old
      new.updateDetail { $0[1] = .settings }
      new.columnVisibility = .detailOnly
      let transition = old.transition(to: new)
      #expect(
        transition.description == "columns: .all -> .detailOnly; detail: pop 1, push [.settings]")
      old.apply(transition)
      #expect(old == new)
    }

    @Test func transitionAfterASelectionChangeReplacesTheWholeDetailStack() {
      var old = Self.deepRecipes()
      var new = old
      new.select(content: brownies)
      new.updateDetail { $0 += [.detail(1)] }
      let transition = old.transition(to: new)
      #expect(
        transition.description
          == "content: \(applePie) -> \(brownies); detail: pop 2, push [.detail(1)]")
      old.apply(transition)
      #expect(old == new)
      #expect(new.transition(to: new).isEmpty)
    }

    @Test func transitionToAnotherLayoutChangesItAndReplacesTheDetailStack() throws {
      var old = try SplitState<Category, Recipe, TypedPath<Route>>(
        layout: .threeColumn, sidebarSelection: .desserts, contentSelection: applePie,
        detail: [.list, .detail(1)])
      let new = try SplitState<Category, Recipe, TypedPath<Route>>(
        layout: .twoColumn, sidebarSelection: .desserts, detail: [.list],
        columnVisibility: .all)
      let transition = old.transition(to: new)
      #expect(
        transition.description
          == "layout: .threeColumn -> .twoColumn; content: Recipe(id: 1, name: \"Apple Pie\") -> nil; "
          + "columns: .automatic -> .all; detail: pop 2, push [.list]")
      #expect(transition.changesShape)
      old.apply(transition)
      #expect(old == new)
    }

    @Test func transitionWithinALayoutDoesNotChangeShape() {
      let old = SplitState<Category, Int, NavPath>(layout: .twoColumn)
      var new = old
      new.select(sidebar: .mains)
      #expect(old.transition(to: new).layout == nil)
      #expect(!old.transition(to: new).changesShape)
    }

    @Test func applyingAContentSelectionToATwoColumnLayoutTraps() async {
      await #expect(processExitsWith: .failure) {
        var split = SplitState<Category, Int, NavPath>(layout: .threeColumn)
        split.select(sidebar: .mains)
        split.select(content: 1)
        split.apply(
          SplitTransition(
            layout: ValueTransition(from: .threeColumn, to: .twoColumn), sidebarSelection: nil,
            contentSelection: nil, columnVisibility: nil,
            detail: PathTransition(popCount: 0, pushed: [])))
      }
    }

    @Test func applyingAChangeFromAnotherSelectionTraps() async {
      await #expect(processExitsWith: .failure) {
        var split = SplitState<Category, Int, NavPath>(layout: .twoColumn)
        split.apply(
          SplitTransition(
            sidebarSelection: ValueTransition(from: .mains, to: .drinks), contentSelection: nil,
            columnVisibility: nil, detail: PathTransition(popCount: 0, pushed: [])))
      }
    }
  }
}
