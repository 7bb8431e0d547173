import NavCodable
import NavCore
import Testing

/// Composite transitions go through the same document model as states: one tag table, the same
/// migrations and policy, errors at their place.
@Suite struct CompositeTransitionDocumentTests {
  typealias Tabs = TabsState<AppTab, NavPath>
  typealias Split = SplitState<Category, Recipe, NavPath>
  typealias SheetsOverTabs = PresentationState<Tabs, Sheet, NavPath>
  typealias Properties = CompositeDocumentPropertyTests

  let registry = appRegistry()

  static func tabs(selection: AppTab = .home, search: NavPath = NavPath()) throws -> Tabs {
    try Tabs(tabs: [.home, .search], selection: selection, stacks: [NavPath(), search])
  }

  /// The snippet of "Send what changed in tabs, split views and presentations" in the
  /// "Using NavCodable in a Server" article: keep both in step.
  @Test func writesATabsTransitionWithPathTransitionParts() throws {
    let old = try Self.tabs(search: NavPath([Category.desserts, Recipe(id: 1, name: "Tart")]))
    let new = try Self.tabs(selection: .search, search: NavPath([Category.desserts, 7]))
    #expect(
      try text(registry.encode(old.transition(to: new)))
        == #"{"v":1,"t":["tab","Swift.Int"],"state":{"tabs":null,"stackChanges":[{"tab":"#
        + #"[0,"search"],"transition":{"pop":1,"pushed":[[1,7]]}}],"switchedTab":[0,"search"]}}"#)
  }

  @Test func writesAChangeOfTabsAsFromAndTo() throws {
    let old = try Self.tabs()
    let new = try Tabs(tabs: [.settings], selection: .settings, stacks: [NavPath()])
    #expect(
      try text(registry.encode(old.transition(to: new)))
        == #"{"v":1,"t":["tab"],"state":{"tabs":{"from":[[0,"home"],[0,"search"]],"#
        + #""to":[[0,"settings"]]},"stackChanges":[],"switchedTab":[0,"settings"]}}"#)
  }

  @Test func writesASplitTransitionWithRawValuesAndNull() throws {
    let old = try Split(layout: .twoColumn, sidebarSelection: nil, detail: NavPath())
    let new = try Split(
      layout: .threeColumn, sidebarSelection: .desserts,
      contentSelection: Recipe(id: 3, name: "Pie"), detail: NavPath([5]),
      columnVisibility: .detailOnly)
    #expect(
      try text(registry.encode(old.transition(to: new)))
        == #"{"v":1,"t":["category","recipe","Swift.Int"],"state":{"layout":{"from":"#
        + #""twoColumn","to":"threeColumn"},"sidebarSelection":{"from":null,"to":[0,"desserts"]},"#
        + #""contentSelection":{"from":null,"to":[1,{"id":3,"name":"Pie"}]},"#
        + #""columnVisibility":{"from":"automatic","to":"detailOnly"},"#
        + #""detail":{"pop":0,"pushed":[[2,5]]}}}"#)
  }

  @Test func writesAPresentationTransitionWithTheBasesTransition() throws {
    var old = SheetsOverTabs(base: try Self.tabs())
    old.present(.login, style: .sheet, stack: NavPath([1]))
    old.present(.compose, style: .sheet)
    var new = SheetsOverTabs(base: try Self.tabs(selection: .search))
    new.present(.login, style: .sheet, stack: NavPath())
    new.present(.compose, style: .fullScreenCover, stack: NavPath(["draft"]))
    #expect(
      try text(registry.encode(old.transition(to: new)))
        == #"{"v":1,"t":["tab","sheet","Swift.String"],"state":{"dismissCount":1,"#
        + #""base":{"tabs":null,"stackChanges":[],"switchedTab":[0,"search"]},"#
        + #""stackChanges":[{"level":0,"transition":{"pop":1,"pushed":[]}}],"#
        + #""presented":[{"destination":[1,"compose"],"style":"fullScreenCover","#
        + #""stack":[[2,"draft"]]}]}}"#)
  }

  @Test func anUnchangedBaseIsNull() throws {
    var new = SheetsOverTabs(base: try Self.tabs())
    new.present(.login, style: .sheet)
    let saved = try registry.encode(SheetsOverTabs(base: try Self.tabs()).transition(to: new))
    #expect(
      text(saved)
        == #"{"v":1,"t":["sheet"],"state":{"dismissCount":0,"base":null,"#
        + #""stackChanges":[],"presented":[{"destination":[0,"login"],"style":"sheet","#
        + #""stack":[]}]}}"#)
  }

  /// A `PathTransition` on its own is a state document: the form it has inside composites.
  @Test func aPathTransitionAloneIsAStateDocument() throws {
    let change = PathTransition<NavPath.Element>(popCount: 1, pushed: [NavPath.Element(7)])
    let saved = try registry.encode(change)
    #expect(
      text(saved) == #"{"v":1,"t":["Swift.Int"],"state":{"pop":1,"pushed":[[0,7]]}}"#)
    #expect(try registry.decode(PathTransition<NavPath.Element>.self, from: saved) == change)
  }

  /// Code that only knows the type is savable writes and reads the same document.
  @Test func aPathTransitionInAGenericContextIsTheSameDocument() throws {
    func encodeSavable(_ state: some NavSavableState) throws -> String {
      text(try registry.encode(state))
    }
    let change = PathTransition<NavPath.Element>(popCount: 2, pushed: [NavPath.Element(7)])
    let saved = try encodeSavable(change)
    #expect(saved == #"{"v":1,"t":["Swift.Int"],"state":{"pop":2,"pushed":[[0,7]]}}"#)
    let restored = try registry.restore(
      PathTransition<NavPath.Element>.self, from: data(saved), policy: .prefix)
    #expect(restored.state == change && restored.isComplete)
  }

  /// Sends the transition from `old` to `new` through its document, and checks that it reads
  /// back equal, fits `old`, and takes `old` to `new`.
  func expectTransitionRoundTrips<State: Transitionable>(from old: State, to new: State) throws
  where State.Transition: NavSavableState {
    let transition = old.transition(to: new)
    let decoded = try registry.decode(State.Transition.self, from: registry.encode(transition))
    #expect(decoded == transition)
    #expect(old.fits(decoded))
    var applied = old
    applied.apply(decoded)
    #expect(applied == new)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomTabsTransitionsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    try expectTransitionRoundTrips(
      from: Properties.randomTabs(&random), to: Properties.randomTabs(&random))
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomSplitTransitionsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    try expectTransitionRoundTrips(
      from: Properties.randomSplit(&random), to: Properties.randomSplit(&random))
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomPresentationTransitionsRoundTrip(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    func state() throws -> Properties.SheetsOverTabs {
      Properties.randomSheets(
        over: try Properties.randomTabs(&random), &random, stack: Properties.randomRoutes)
    }
    try expectTransitionRoundTrips(from: state(), to: state())
  }

  /// Version 1 tagged tabs "screen" and called the search tab "find".
  @Test func migratesEveryTabValueAndPushedStack() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [.renameTag("screen", to: "tab"), .renameEnumCase("find", to: "search", inTag: "tab")]
      ])
    let registry = appRegistry(schema: schema)
    let old =
      #"{"v":1,"t":["screen","Swift.Int"],"state":{"tabs":{"from":[[0,"home"]],"#
      + #""to":[[0,"home"],[0,"find"]]},"stackChanges":[{"tab":[0,"find"],"#
      + #""transition":{"pop":0,"pushed":[[1,7]]}}],"switchedTab":[0,"find"]}}"#
    let restoration = try registry.restore(
      TabsTransition<AppTab, NavPath.Element>.self, from: data(old), policy: .strict)
    let expected = TabsTransition<AppTab, NavPath.Element>(
      tabs: ValueTransition(from: [.home], to: [.home, .search]),
      stackChanges: [
        .init(tab: .search, transition: PathTransition(popCount: 0, pushed: [NavPath.Element(7)]))
      ],
      switchedTab: .search)
    #expect(restoration.state == expected)
    #expect(restoration.savedVersion == 1)
    #expect(restoration.wasMigrated)
    #expect(
      try registry.upgradedDocument(of: restoration).map(text)
        == #"{"v":2,"t":["tab","Swift.Int"],"state":{"tabs":{"from":[[0,"home"]],"#
        + #""to":[[0,"home"],[0,"search"]]},"stackChanges":[{"tab":[0,"search"],"#
        + #""transition":{"pop":0,"pushed":[[1,7]]}}],"switchedTab":[0,"search"]}}"#)
  }

  @Test(arguments: [
    (
      #"{"v":1,"t":[],"state":{"tabs":null,"stackChanges":[{"tab":[0,"home"],"#
        + #""transition":{"pop":0,"pushed":[]}}],"switchedTab":null}}"#,
      "malformed JSON at $.state.stackChanges[0].tab: expected a pair of a position in tags "
        + "(0..<0) and a payload"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":null,"stackChanges":[{"tab":[0,"home"],"#
        + #""transition":{"pop":-3,"pushed":[]}}],"switchedTab":null}}"#,
      "malformed JSON at $.state.stackChanges[0].transition.pop: expected a number of "
        + "elements to pop, found number -3"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":{"from":[]},"stackChanges":[],"#
        + #""switchedTab":null}}"#,
      #"malformed JSON at $.state.tabs: missing member "to""#
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":null,"stackChanges":[],"#
        + #""switchedTab":[0,"lounge"]}}"#,
      "payload mismatch (tag \"tab\") at $.state.switchedTab[1]: Cannot initialize AppTab "
        + "from invalid String value lounge"
    ),
  ])
  func hostileTabsTransitionsSayWhere(saved: String, message: String) {
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsTransition<AppTab, NavPath.Element>.self, from: data(saved))
      } == message)
  }

  @Test func aPushedElementThatDoesNotDecodeNamesItsPlace() {
    let saved =
      #"{"v":1,"t":["tab","Swift.Int","recipe"],"state":{"tabs":null,"stackChanges":"#
      + #"[{"tab":[0,"home"],"transition":{"pop":0,"pushed":[[1,7],[2,7]]}}],"switchedTab":null}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsTransition<AppTab, NavPath.Element>.self, from: data(saved))
      }
        == "payload mismatch at element 1 (tag \"recipe\") at "
        + "$.state.stackChanges[0].transition.pushed[1][1]: expected an object, found number 7")
  }

  @Test func hostileSplitAndPresentationTransitionsSayWhere() {
    let split =
      #"{"v":1,"t":[],"state":{"layout":{"from":"twoColumn","to":"fourColumn"},"#
      + #""sidebarSelection":null,"contentSelection":null,"columnVisibility":null,"#
      + #""detail":{"pop":0,"pushed":[]}}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(
          SplitTransition<Category, Recipe, NavPath.Element>.self, from: data(split))
      }
        == #"malformed JSON at $.state.layout.to: expected one of "twoColumn", "threeColumn", "#
        + #"found string "fourColumn""#)
    let sheets =
      #"{"v":1,"t":[],"state":{"dismissCount":1e3,"base":null,"stackChanges":[],"#
      + #""presented":[]}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(PresentationTransition<Tabs, Sheet, NavPath>.self, from: data(sheets))
      }
        == "malformed JSON at $.state.dismissCount: expected a number of presentations to "
        + "dismiss, found number 1e3")
  }

  /// The nesting limit counts from the payload, wherever the deepest payload is.
  @Test func theNestingLimitAppliesToThePayloadsOfTheDeepestPart() throws {
    func document(_ payload: String) -> [UInt8] {
      let text =
        #"{"v":1,"t":["tab","JSONValue"],"state":{"dismissCount":0,"base":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"home"],"transition":{"pop":0,"pushed":[[1,"#
        + payload + #"]]}}],"switchedTab":null},"stackChanges":[],"presented":[]}}"#
      return Array(text.utf8)
    }
    var registry = appRegistry()
    registry.register(NavJSONValue.self, tag: "JSONValue")
    let limits = NavDecodingLimits(maxNestingDepth: 2)
    let type = PresentationTransition<Tabs, Sheet, NavPath>.self
    let decoded = try registry.decode(type, from: document("[[1]]"), limits: limits)
    #expect(decoded.base?.stackChanges.first?.transition.pushed.count == 1)
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(type, from: document("[[[1]]]"), limits: limits)
      }
        == "limit exceeded at $.state.base.stackChanges[0].transition.pushed[0][1][0][0] "
        + "(byte 148): nesting is deeper than the limit of 2 levels in a payload")
    // Over a path, whose transition is shallower, a presentation's stack change is deepest.
    let overPath = PresentationTransition<NavPath, Sheet, NavPath>.self
    func change(_ payload: String) -> [UInt8] {
      let text =
        #"{"v":1,"t":["JSONValue"],"state":{"dismissCount":0,"base":null,"#
        + #""stackChanges":[{"level":0,"transition":{"pop":0,"pushed":[[0,"#
        + payload + #"]]}}],"presented":[]}}"#
      return Array(text.utf8)
    }
    #expect(try registry.decode(overPath, from: change("[[1]]"), limits: limits).isEmpty == false)
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(overPath, from: change("[[[1]]]"), limits: limits)
      }?.hasPrefix("limit exceeded at $.state.stackChanges[0].transition.pushed[0][1][0][0]")
        == true)
  }

  @Test func thePrefixPolicyDropsAStackChangeWithItsTab() throws {
    let saved =
      #"{"v":1,"t":["tab","Swift.Int"],"state":{"tabs":null,"stackChanges":[{"tab":"#
      + #"[0,"lounge"],"transition":{"pop":1,"pushed":[[1,7]]}}],"switchedTab":[0,"home"]}}"#
    let restoration = try registry.restore(
      TabsTransition<AppTab, NavPath.Element>.self, from: data(saved), policy: .prefix)
    #expect(restoration.state == TabsTransition(stackChanges: [], switchedTab: .home))
    #expect(
      restoration.dropped.map(\.description) == [
        "payload mismatch (tag \"tab\") at $.state.stackChanges[0].tab[1]: Cannot initialize "
          + "AppTab from invalid String value lounge",
        "preceded by a dropped element at element 0 (tag \"Swift.Int\") at "
          + "$.state.stackChanges[0].transition.pushed[0]: $.state.stackChanges[0].tab was dropped",
      ])
  }

  /// A dropped sidebar selection takes the content selection change and the detail's pushes
  /// with it; the detail's pop stays.
  @Test func thePrefixPolicyDropsWhatADroppedSelectionDrives() throws {
    let saved =
      #"{"v":1,"t":["category","recipe","Swift.Int"],"state":{"layout":null,"#
      + #""sidebarSelection":{"from":null,"to":[0,"snacks"]},"#
      + #""contentSelection":{"from":null,"to":[1,{"id":3,"name":"Pie"}]},"#
      + #""columnVisibility":null,"detail":{"pop":2,"pushed":[[2,5]]}}}"#
    let restoration = try registry.restore(
      SplitTransition<Category, Recipe, NavPath.Element>.self, from: data(saved), policy: .prefix)
    #expect(
      restoration.state
        == SplitTransition(
          sidebarSelection: nil, contentSelection: nil, columnVisibility: nil,
          detail: PathTransition(popCount: 2, pushed: [])))
    #expect(
      restoration.dropped.map(\.description) == [
        "payload mismatch (tag \"category\") at $.state.sidebarSelection.to[1]: Cannot "
          + "initialize Category from invalid String value snacks",
        "preceded by a dropped element (tag \"recipe\") at $.state.contentSelection.to: "
          + "$.state.sidebarSelection was dropped",
        "preceded by a dropped element at element 0 (tag \"Swift.Int\") at "
          + "$.state.detail.pushed[0]: $.state.sidebarSelection was dropped",
      ])
  }

  /// Version 1 called the login sheet "signIn": presented destinations are migrated too.
  @Test func migratesPresentedDestinations() throws {
    let schema = NavSchema(
      version: 2, migrations: [1: [.renameEnumCase("signIn", to: "login", inTag: "sheet")]])
    let registry = appRegistry(schema: schema)
    let old =
      #"{"v":1,"t":["sheet"],"state":{"dismissCount":0,"base":null,"#
      + #""stackChanges":[],"presented":[{"destination":[0,"signIn"],"style":"sheet","#
      + #""stack":[]}]}}"#
    let decoded = try registry.decode(
      PresentationTransition<Tabs, Sheet, NavPath>.self, from: data(old))
    #expect(decoded.presented == [ModalPresentation(.login, style: .sheet, stack: NavPath())])
  }

  /// A decoded transition is outside data: it may not fit the state at hand, where `apply`
  /// would trap. A receiver checks it with `fits(_:)` and fetches the whole state otherwise.
  @Test func aReceiverAppliesOnlyTransitionsThatFit() throws {
    let old = try Self.tabs()
    let new = try Self.tabs(selection: .search, search: NavPath([1, 2]))
    let received = try registry.decode(
      TabsTransition<AppTab, NavPath.Element>.self,
      from: registry.encode(old.transition(to: new)))
    #expect(try Self.tabs(search: NavPath([3])).fits(received))
    var state = old
    #expect(state.fits(received))
    state.apply(received)
    #expect(state == new)
    let hostile =
      #"{"v":1,"t":["tab"],"state":{"tabs":null,"stackChanges":[{"tab":[0,"settings"],"#
      + #""transition":{"pop":9,"pushed":[]}}],"switchedTab":null}}"#
    let decoded = try registry.decode(
      TabsTransition<AppTab, NavPath.Element>.self, from: data(hostile))
    #expect(!old.fits(decoded))
    var sheets = SheetsOverTabs(base: old)
    sheets.present(.login, style: .sheet)
    let dismissTwo =
      #"{"v":1,"t":[],"state":{"dismissCount":2,"base":null,"stackChanges":[],"#
      + #""presented":[]}}"#
    let dismissal = try registry.decode(
      PresentationTransition<Tabs, Sheet, NavPath>.self, from: data(dismissTwo))
    #expect(!sheets.fits(dismissal))
  }
}
