import NavCodable
import NavCore
import Testing

@Suite struct TabsStateDocumentTests {
  static func tabs() throws -> TabsState<AppTab, NavPath> {
    try TabsState(
      tabs: [.home, .search, .settings], selection: .search,
      stacks: [NavPath(), NavPath([Category.desserts, Recipe(id: 42, name: "Pie")]), NavPath()])
  }

  static let json =
    #"{"v":1,"t":["tab","category","recipe"],"state":{"tabs":[[0,"home"],[0,"search"],"#
    + #"[0,"settings"]],"selection":[0,"search"],"stacks":[[],[[1,"desserts"],"#
    + #"[2,{"id":42,"name":"Pie"}]],[]]}}"#

  @Test func encodesOneDocumentWithOneTagTable() throws {
    #expect(try text(appRegistry().encode(Self.tabs())) == Self.json)
  }

  @Test func roundTripsThroughJSON() throws {
    let registry = appRegistry()
    let decoded = try registry.decode(TabsState<AppTab, NavPath>.self, from: data(Self.json))
    #expect(try decoded == Self.tabs())
    #expect(decoded.selection == .search)
  }

  @Test func roundTripsTypedStacks() throws {
    let registry = appRegistry()
    let tabs = try TabsState<AppTab, TypedPath<Route>>(
      tabs: [.home, .settings], selection: .home, stacks: [[.list, .detail(7)], [.settings]])
    let saved = try registry.encode(tabs)
    #expect(
      text(saved)
        == #"{"v":1,"t":["tab","route"],"state":{"tabs":[[0,"home"],[0,"settings"]],"#
        + #""selection":[0,"home"],"stacks":[[[1,{"list":{}}],[1,{"detail":{"_0":7}}]],"#
        + #"[[1,{"settings":{}}]]]}}"#)
    #expect(try registry.decode(TabsState<AppTab, TypedPath<Route>>.self, from: saved) == tabs)
  }

  /// Version 1 tagged tabs "screen" and categories "cat", and called the search tab "find".
  @Test func migratesTabValuesAndStackElements() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [
          .renameTag("screen", to: "tab"), .renameTag("cat", to: "category"),
          .renameEnumCase("find", to: "search", inTag: "tab"),
        ]
      ])
    let registry = appRegistry(schema: schema)
    let old =
      #"{"v":1,"t":["screen","cat"],"state":{"tabs":[[0,"home"],[0,"find"]],"#
      + #""selection":[0,"find"],"stacks":[[[1,"desserts"]],[]]}}"#
    let decoded = try registry.decode(TabsState<AppTab, NavPath>.self, from: data(old))
    let expected = try TabsState<AppTab, NavPath>(
      tabs: [.home, .search], selection: .search, stacks: [NavPath([Category.desserts]), NavPath()])
    #expect(decoded == expected)
    #expect(
      try text(registry.encode(decoded))
        == #"{"v":2,"t":["tab","category"],"state":{"tabs":[[0,"home"],[0,"search"]],"#
        + #""selection":[0,"search"],"stacks":[[[1,"desserts"]],[]]}}"#)
  }

  @Test func aTabValueMigratedToNothingIsAnError() {
    let schema = NavSchema(version: 2, migrations: [1: [.dropElements(withTag: "tab")]])
    let registry = appRegistry(schema: schema)
    let old =
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"#
      + #""stacks":[[]]}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsState<AppTab, NavPath>.self, from: data(old))
      }
        == "migration failed at $.state.tabs[0]: the migrations turned this value into 0 "
        + "elements, not one")
  }

  @Test func encodingAnUnregisteredTabNamesItsPath() {
    var registry = NavTypeRegistry()
    registry.register(Category.self, tag: "category")
    let tabs = TabsState<AppTab, NavPath>(tabs: [.home])
    #expect(
      decodingError { () throws(NavCodingError) in try registry.encode(tabs) }
        == "unregistered type at $.state.tabs[0]: NavCodableTests.AppTab is not registered; "
        + "register it (it must be Codable) with registry.register(NavCodableTests.AppTab.self)")
  }

  @Test func limitsApplyToTheDocument() {
    let registry = appRegistry()
    let deep =
      #"{"v":1,"t":["tab","JSONValue"],"state":{"tabs":[[0,"home"]],"#
      + #""selection":[0,"home"],"stacks":[[[1,[[[1]]]]]]}}"#
    let tooDeep = NavDecodingLimits(maxNestingDepth: 2)
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsState<AppTab, NavPath>.self, from: data(deep), limits: tooDeep)
      }
        == "limit exceeded at $.state.stacks[0][0][1][0][0] (byte 99): nesting is deeper than "
        + "the limit of 2 levels in a payload")
    let tooLong = NavDecodingLimits(maxElementCount: 1)
    let long =
      #"{"v":1,"t":["tab","category"],"state":{"tabs":[[0,"home"]],"#
      + #""selection":[0,"home"],"stacks":[[[1,"desserts"],[1,"mains"]]]}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsState<AppTab, NavPath>.self, from: data(long), limits: tooLong)
      }
        == "limit exceeded at $.state.stacks[0]: the stack holds 2 elements, more than the limit "
        + "of 1")
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(
          TabsState<AppTab, NavPath>.self, from: data(long),
          limits: NavDecodingLimits(maxInputBytes: 10))
      } == "limit exceeded: the input is 123 bytes, more than the limit of 10")
  }

  static let malformed: [(String, String)] = [
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"search"],"stacks":[[]]}}"#,
      "inconsistent state at $.state.selection: TabsState: the selection search is not one of the "
        + "declared tabs"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":{}}}"#,
      "malformed JSON at $.state.stacks: expected an array, found an object with 0 members"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[]}}"#,
      "inconsistent state at $.state.stacks: TabsState: 1 tabs declared but 0 stacks given; each tab "
        + "needs one stack"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[],"selection":[0,"home"],"stacks":[]}}"#,
      "inconsistent state at $.state.tabs: TabsState: no tabs declared; a tab view needs at least "
        + "one tab"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"],[0,"home"]],"selection":[0,"home"],"stacks":[[],[]]}}"#,
      "inconsistent state at $.state.tabs[1]: TabsState: tab home at index 1 is declared twice"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"stacks":[[]]}}"#,
      #"malformed JSON at $.state: missing member "selection""#
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[]],"extra":1}}"#,
      "malformed JSON at $.state.extra: unexpected member"
    ),
    (
      #"{"v":"1","t":[],"state":{}}"#,
      #"malformed JSON at $.v: expected an integer, found string "1""#
    ),
    (
      #"{"v":1,"t":[7],"state":{}}"#,
      "malformed JSON at $.t[0]: expected a string"
    ),
    (
      #"{"v":9,"t":[],"state":{}}"#,
      "unsupported version at $.v: version 9 is newer than this app's version 1"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[[3,"x"]]]}}"#,
      "malformed JSON at $.state.stacks[0][0]: expected a pair of a position in tags (0..<1) and "
        + "a payload"
    ),
    (
      #"{"v":1,"t":["tab","nope"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[[1,3]]]}}"#,
      #"unknown tag at element 0 (tag "nope") at $.state.stacks[0][0][0]: no type is "#
        + "registered under this tag"
    ),
    (
      #"{"v":1,"t":["tab","recipe"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[[1,{"id":"x","name":"Pie"}]]]}}"#,
      #"payload mismatch at element 0 (tag "recipe") at $.state.stacks[0][0][1].id: expected "#
        + #"an integer, found string "x""#
    ),
    (
      #"{"v":1,"t":["tab","category"],"state":{"tabs":[[0,"home"]],"selection":[1,"desserts"],"stacks":[[]]}}"#,
      #"unexpected type (tag "category") at $.state.selection: the value is a "#
        + "NavCodableTests.Category, not a NavCodableTests.AppTab"
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"away"],"stacks":[[]]}}"#,
      #"payload mismatch (tag "tab") at $.state.selection[1]: "#
        + #"Cannot initialize AppTab from invalid String value away"#
    ),
    (
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[]]"#,
      "malformed JSON at $.state (byte 84): unterminated object"
    ),
  ]

  @Test(arguments: malformed)
  func malformedDocumentsAreTypedErrorsThatSayWhereAndWhy(json: String, message: String) {
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(TabsState<AppTab, NavPath>.self, from: data(json))
      } == message)
  }

  /// Under the prefix policy, a tab view whose tabs all fail has no selection to fall back to.
  @Test func aTabViewWithoutARestorableTabCannotBeRestored() {
    let json =
      #"{"v":1,"t":["tab","category"],"state":{"tabs":[[0,"attic"]],"#
      + #""selection":[0,"attic"],"stacks":[[[1,"desserts"]]]}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().restore(
          TabsState<AppTab, NavPath>.self, from: data(json), policy: .prefix)
      }
        == "inconsistent state at $.state.selection: the state cannot be restored without it, "
        + "and it was dropped because of: payload mismatch (tag \"tab\") at "
        + "$.state.selection[1]: Cannot initialize AppTab from invalid String value attic")
  }

  /// Under the prefix policy, a dropped tab's stack goes with it, element by element.
  @Test func aDroppedTabDropsItsStackElementByElement() throws {
    let json =
      #"{"v":1,"t":["tab","category"],"state":{"tabs":[[0,"home"],[0,"attic"]],"#
      + #""selection":[0,"home"],"stacks":[[],[[1,"desserts"],[1,"mains"]]]}}"#
    let restoration = try appRegistry().restore(
      TabsState<AppTab, NavPath>.self, from: data(json), policy: .prefix)
    #expect(restoration.state == TabsState(tabs: [.home], selection: .home))
    #expect(
      restoration.dropped.map(\.description).dropFirst() == [
        "preceded by a dropped element at element 0 (tag \"category\") at $.state.stacks[1][0]: "
          + "$.state.tabs[1] was dropped",
        "preceded by a dropped element at element 1 (tag \"category\") at $.state.stacks[1][1]: "
          + "$.state.tabs[1] was dropped",
      ])
  }
}
