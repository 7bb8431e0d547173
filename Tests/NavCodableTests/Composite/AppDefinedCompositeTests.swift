import NavCodable
import NavCore
import Testing

/// A composite state of the app's own: the selected tab, the inbox's stack, the unread count on
/// the inbox's badge, and the sheet presented over the tabs.
struct InboxTabs: Hashable {
  var selection: AppTab
  var inbox: NavPath
  var badge: Int
  var sheet: Sheet?
}

extension InboxTabs: NavSavableState {
  static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      .value("selection", \.selection),
      .state("inbox", \.inbox),
      .count("badge", \.badge, of: "unread messages"),
      .optionalValue("sheet", \.sheet)
    ) { restored in
      InboxTabs(
        selection: restored[\.selection], inbox: restored[\.inbox], badge: restored[\.badge],
        sheet: restored[\.sheet])
    }
  }
}

/// An app-defined composite is saved, restored, migrated and cut like NavCore's own.
@Suite struct AppDefinedCompositeTests {
  static let state = InboxTabs(
    selection: .home, inbox: [Category.desserts, Recipe(id: 7, name: "Pie")], badge: 3,
    sheet: .compose)

  static let json =
    #"{"v":1,"t":["tab","category","recipe","sheet"],"state":{"selection":[0,"home"],"#
    + #""inbox":[[1,"desserts"],[2,{"id":7,"name":"Pie"}]],"badge":3,"sheet":[3,"compose"]}}"#

  @Test func isSavedInTheOrderItsMembersAreListed() throws {
    #expect(try text(appRegistry().encode(Self.state)) == Self.json)
    var closed = Self.state
    closed.sheet = nil
    closed.inbox = []
    #expect(
      try text(appRegistry().encode(closed))
        == #"{"v":1,"t":["tab"],"state":{"selection":[0,"home"],"inbox":[],"#
        + #""badge":3,"sheet":null}}"#)
  }

  @Test func isRestored() throws {
    let registry = appRegistry()
    #expect(try registry.decode(InboxTabs.self, from: data(Self.json)) == Self.state)
    var closed = Self.state
    closed.sheet = nil
    #expect(try registry.decode(InboxTabs.self, from: registry.encode(closed)) == closed)
  }

  /// Version 1 saved recipes under "dish" and the compose sheet as "write": the inbox's stack
  /// and the sheet go through the same steps.
  @Test func itsStacksAndValuesAreMigrated() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [
          .renameTag("dish", to: "recipe"), .renameEnumCase("write", to: "compose", inTag: "sheet"),
        ]
      ])
    let registry = appRegistry(schema: schema)
    let saved =
      #"{"v":1,"t":["tab","category","dish","sheet"],"state":{"selection":[0,"home"],"#
      + #""inbox":[[1,"desserts"],[2,{"id":7,"name":"Pie"}]],"badge":3,"sheet":[3,"write"]}}"#
    let restoration = try registry.restore(InboxTabs.self, from: data(saved), policy: .strict)
    #expect(restoration.state == Self.state)
    #expect(restoration.appliedMigrations.count == 2)
    let upgraded = try #require(try registry.upgradedDocument(of: restoration))
    #expect(text(upgraded) == #"{"v":2,"# + Self.json.dropFirst(#"{"v":1,"#.count))
  }

  @Test func thePrefixPolicyCutsItsStackAndDropsItsSheet() throws {
    let saved =
      #"{"v":1,"t":["tab","category","recipe","sheet"],"state":{"selection":[0,"home"],"#
      + #""inbox":[[1,"desserts"],[2,{"id":"x"}],[1,"mains"]],"badge":3,"sheet":[3,"gone"]}}"#
    let restoration = try appRegistry().restore(InboxTabs.self, from: data(saved), policy: .prefix)
    #expect(
      restoration.state
        == InboxTabs(selection: .home, inbox: [Category.desserts], badge: 3, sheet: nil))
    #expect(
      restoration.dropped.map(\.location.jsonPath?.description) == [
        "$.state.inbox[1][1].id", "$.state.inbox[2]", "$.state.sheet[1]",
      ])
    #expect(
      restoration.dropped.map(\.kind) == [
        .payloadMismatch, .precededByDroppedElement, .payloadMismatch,
      ])
  }

  /// The selection is a value the state cannot do without: dropping it drops what comes after
  /// it, and the state cannot be restored.
  @Test func aSelectionThatCannotBeRestoredIsAnErrorUnderEitherPolicy() {
    let saved =
      #"{"v":1,"t":["tab","category"],"state":{"selection":[0,"attic"],"#
      + #""inbox":[[1,"desserts"]],"badge":0,"sheet":null}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(InboxTabs.self, from: data(saved))
      }
        == #"payload mismatch (tag "tab") at $.state.selection[1]: Cannot initialize AppTab "#
        + "from invalid String value attic")
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().restore(InboxTabs.self, from: data(saved), policy: .prefix)
      }
        == "inconsistent state at $.state.selection: the state cannot be restored without it, "
        + #"and it was dropped because of: payload mismatch (tag "tab") at $.state.selection[1]: "#
        + "Cannot initialize AppTab from invalid String value attic")
  }

  /// Under the prefix policy, the error for a value the state cannot do without keeps what
  /// dropped it as its cause: the error the strict policy throws, with its own location.
  @Test func aRequiredValuesErrorKeepsItsCauseUnderThePrefixPolicy() throws {
    let saved = data(
      #"{"v":1,"t":["tab","category"],"state":{"selection":[0,"attic"],"#
        + #""inbox":[[1,"desserts"]],"badge":0,"sheet":null}}"#)
    let strict = try #require(
      #expect(throws: NavCodingError.self) { try appRegistry().decode(InboxTabs.self, from: saved) }
    )
    let prefix = try #require(
      #expect(throws: NavCodingError.self) {
        try appRegistry().restore(InboxTabs.self, from: saved, policy: .prefix)
      })
    #expect(prefix.kind == .inconsistentState)
    #expect(prefix.location.jsonPath?.description == "$.state.selection")
    #expect(prefix.cause == strict)
    #expect(prefix.cause?.kind == .payloadMismatch)
    #expect(prefix.cause?.location.jsonPath?.description == "$.state.selection[1]")
    #expect(prefix.cause?.location.tag == "tab")
    #expect(strict.cause == nil)
  }

  @Test(arguments: [
    (
      #"{"selection":[0,"home"],"inbox":[],"badge":-1,"sheet":null}"#,
      "malformed JSON at $.state.badge: expected a number of unread messages, found number -1"
    ),
    (
      #"{"selection":[0,"home"],"inbox":[],"sheet":null}"#,
      #"malformed JSON at $.state: missing member "badge""#
    ),
    (
      #"{"selection":[0,"home"],"inbox":[],"badge":0,"sheet":null,"tray":[]}"#,
      "malformed JSON at $.state.tray: unexpected member"
    ),
  ])
  func malformedMembersSayWhere(state: String, message: String) {
    let saved = #"{"v":1,"t":["tab"],"state":"# + state + "}"
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(InboxTabs.self, from: data(saved))
      } == message)
  }

  @Test func aNegativeCountIsAnErrorWhenSaved() {
    var state = Self.state
    state.badge = -2
    #expect(
      decodingError { () throws(NavCodingError) in try appRegistry().encode(state) }
        == "invalid value at $.state.badge: a number of unread messages cannot be -2")
  }
}
