import NavCore
import Testing

/// Every public enumeration of NavCore is frozen on purpose: its cases are all there can be,
/// and the list is pinned here. Each test switches without a `default`, so a new case fails to
/// compile here, as it would in an app's `switch`; the growable types are structs with static
/// members (see `GrowableValueTests`).
@Suite struct FrozenEnumerationTests {
  typealias Split = SplitState<Composite.Category, Composite.Recipe, NavPath>

  @Test func faultsAreTheThreePartiesToACall() {
    func name(_ fault: NavErrorFault) -> String {
      switch fault {
      case .caller: "caller"
      case .refused: "refused"
      case .data: "data"
      }
    }
    #expect(
      [NavErrorFault.caller, .refused, .data(.malformed)].map(name) == [
        "caller", "refused", "data",
      ])
  }

  @Test func aSelectionChangedFoundItSoOrFailed() {
    func name(_ outcome: SelectionOutcome) -> String {
      switch outcome {
      case .changed: "changed"
      case .unchanged: "unchanged"
      case .failed: "failed"
      }
    }
    var tabs = TabsState<Composite.AppTab, NavPath>(tabs: [.home, .search])
    let outcomes = [tabs.select(.search), tabs.select(.search), tabs.select(.profile)]
    #expect(outcomes.map(name) == ["changed", "unchanged", "failed"])
  }

  @Test func aSelectionPrintsAsItsCase() {
    var tabs = TabsState<Composite.AppTab, NavPath>(tabs: [.home, .search])
    var twoColumns = Split(layout: .twoColumn)
    let outcomes = [
      tabs.select(.search), tabs.select(.search), tabs.select(.profile),
      twoColumns.select(content: Composite.applePie),
    ]
    #expect(
      outcomes.map(\.description) == [
        ".changed", ".unchanged",
        ".failed(TabsState: the selection profile is not one of the declared tabs)",
        ".failed(SplitState: a content selection was given, but the two-column layout has no"
          + " content column)",
      ])
    #expect(outcomes.map { "\($0)" } == outcomes.map(\.description))
  }

  @Test func layoutsAreTwoAndThreeColumns() {
    func name(_ layout: SplitViewLayout) -> String {
      switch layout {
      case .twoColumn: "twoColumn"
      case .threeColumn: "threeColumn"
      }
    }
    #expect(SplitViewLayout.allCases.map(name) == ["twoColumn", "threeColumn"])
    #expect(SplitViewLayout.allCases.map(\.rawValue) == ["twoColumn", "threeColumn"])
  }

  @Test func collapsedEntriesAreTheThreeColumns() {
    func name(_ entry: Split.CollapsedEntry) -> String {
      switch entry {
      case .sidebar: "sidebar"
      case .content: "content"
      case .detail: "detail"
      }
    }
    let entries: [Split.CollapsedEntry] = [
      .sidebar(.desserts), .content(Composite.applePie), .detail(NavPath.Element(42)),
    ]
    #expect(entries.map(name) == ["sidebar", "content", "detail"])
  }

  @Test func aTabViewDropsATabOrItsSelection() {
    func name(_ part: TabsState<Composite.AppTab, NavPath>.DroppedPart) -> String {
      switch part {
      case .tab: "tab"
      case .selection: "selection"
      }
    }
    #expect(
      [.tab(.profile, stack: NavPath([42])), .selection(.profile)].map(name) == [
        "tab", "selection",
      ])
  }

  @Test func aSplitViewDropsTheColumnsALayoutLacks() {
    func name(_ part: Split.DroppedPart) -> String {
      switch part {
      case .contentSelection: "contentSelection"
      case .detail: "detail"
      }
    }
    #expect(
      [.contentSelection(Composite.applePie), .detail(NavPath([42]))].map(name) == [
        "contentSelection", "detail",
      ])
  }

  @Test func jsonPathStepsAreAnArrayPositionOrAMember() {
    func name(_ component: NavJSONPath.Component) -> String {
      switch component {
      case .index: "index"
      case .key: "key"
      }
    }
    #expect([NavJSONPath.Component.index(0), .key("stack")].map(name) == ["index", "key"])
  }
}

/// The growable types of NavCore: structs whose static members are compared with `==`, switched
/// over with a `default`, and printed as their shorthand.
@Suite struct GrowableValueTests {
  @Test func dataProblemsPrintAsTheirMembers() {
    let problems: [NavErrorFault.DataProblem] = [.malformed, .overLimit, .unprocessable]
    #expect(problems.map(\.description) == [".malformed", ".overLimit", ".unprocessable"])
    #expect(Set(problems).count == 3)
  }

  @Test func aDataFaultMatchesItsProblemAndAnyProblem() {
    func status(_ fault: NavErrorFault) -> Int {
      switch fault {
      case .data(.malformed): 400
      case .data(.overLimit): 413
      case .data: 422
      case .refused: 409
      case .caller: 500
      }
    }
    #expect(
      [NavErrorFault.data(.malformed), .data(.overLimit), .data(.unprocessable), .refused, .caller]
        .map(status) == [400, 413, 422, 409, 500])
  }

  @Test func placementsAndScopeRulesPrintAsTheirMembers() {
    #expect(
      [DeepLinkPlacement.replacingStack, .onTopOfStack].map(\.description) == [
        ".replacingStack", ".onTopOfStack",
      ])
    #expect(DeepLinkPlacement.replacingStack != .onTopOfStack)
    #expect(
      [DestinationScopeRule.innermostWins, .closestToRootWins].map(\.description) == [
        ".innermostWins", ".closestToRootWins",
      ])
    #expect(DestinationScopeRule.innermostWins != .closestToRootWins)
  }

  @Test func savedValuesAreTheirRawValues() {
    #expect(
      ModalPresentationStyle.known.map(\.rawValue) == ["sheet", "fullScreenCover"])
    #expect(ModalPresentationStyle(rawValue: "sheet") == .sheet)
    #expect(ModalPresentationStyle(rawValue: "popover").description == ".popover")
    #expect(NavSplitViewVisibility(rawValue: "all") == .all)
    #expect(
      NavSplitViewVisibility.known.map(\.description) == [
        ".automatic", ".all", ".doubleColumn", ".detailOnly",
      ])
  }

  @Test func aStyleOfAnotherVersionFallsToTheDefault() {
    func view(_ style: ModalPresentationStyle) -> String {
      switch style {
      case .fullScreenCover: "cover"
      default: "sheet"
      }
    }
    #expect(
      [.sheet, .fullScreenCover, ModalPresentationStyle(rawValue: "popover")].map(view) == [
        "sheet", "cover", "sheet",
      ])
  }
}
