import NavCodable
import NavCore
import Testing

/// A transition of the app's own between two inbox screens, with a change member of each kind:
/// the switched tab, the sheet presented or dismissed, the declared tabs and the layout.
struct InboxTransition: Hashable {
  var selection: ValueTransition<AppTab>?
  var sheet: ValueTransition<Sheet?>?
  var tabs: ValueTransition<[AppTab]>?
  var layout: ValueTransition<SplitViewLayout>?
}

/// Why an inbox transition's members do not fit together.
struct InboxTransitionError: Error, CustomStringConvertible {
  let tab: AppTab

  var description: String { "it switches to \(tab), which is not one of the tabs" }
}

extension InboxTransition: NavSavableState {
  static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      .valueChange("selection", \.selection),
      .optionalValueChange("sheet", \.sheet, dependsOn: \.selection),
      .valuesChange("tabs", \.tabs),
      .rawValueChange("layout", \.layout)
    ) { restored in
      if let tab = restored[\.selection]?.new,
        let tabs = restored[\.tabs]?.new, !tabs.contains(tab)
      {
        throw restored.inconsistency(InboxTransitionError(tab: tab), at: \.selection)
      }
      return InboxTransition(
        selection: restored[\.selection], sheet: restored[\.sheet], tabs: restored[\.tabs],
        layout: restored[\.layout])
    }
  }
}

/// An app-defined transition declares change members with the public builder, and is saved,
/// restored, migrated and cut like NavCore's own transitions.
@Suite struct AppDefinedTransitionTests {
  static let transition = InboxTransition(
    selection: ValueTransition(from: .home, to: .search),
    sheet: ValueTransition(from: nil, to: .compose),
    tabs: ValueTransition(from: [.home], to: [.home, .search]),
    layout: ValueTransition(from: .twoColumn, to: .threeColumn))

  static let json =
    #"{"v":1,"t":["tab","sheet"],"state":{"#
    + #""selection":{"from":[0,"home"],"to":[0,"search"]},"#
    + #""sheet":{"from":null,"to":[1,"compose"]},"#
    + #""tabs":{"from":[[0,"home"]],"to":[[0,"home"],[0,"search"]]},"#
    + #""layout":{"from":"twoColumn","to":"threeColumn"}}}"#

  @Test func isSavedWithEachChangeAsFromAndTo() throws {
    #expect(try text(appRegistry().encode(Self.transition)) == Self.json)
  }

  @Test func anUnchangedValueIsSavedAsNull() throws {
    let still = InboxTransition(selection: nil, sheet: nil, tabs: nil, layout: nil)
    let json = #"{"v":1,"t":[],"state":{"selection":null,"sheet":null,"tabs":null,"layout":null}}"#
    #expect(try text(appRegistry().encode(still)) == json)
    #expect(try appRegistry().decode(InboxTransition.self, from: data(json)) == still)
  }

  @Test func isRestored() throws {
    let registry = appRegistry()
    #expect(try registry.decode(InboxTransition.self, from: data(Self.json)) == Self.transition)
    #expect(
      try registry.decode(InboxTransition.self, from: registry.encode(Self.transition))
        == Self.transition)
  }

  /// Version 1 called the search tab "find" and the compose sheet "write": both sides of every
  /// change go through the migrations.
  @Test func bothSidesOfEachChangeAreMigrated() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [
          .renameEnumCase("find", to: "search", inTag: "tab"),
          .renameEnumCase("write", to: "compose", inTag: "sheet"),
        ]
      ])
    let registry = appRegistry(schema: schema)
    let saved =
      #"{"v":1,"t":["tab","sheet"],"state":{"#
      + #""selection":{"from":[0,"home"],"to":[0,"find"]},"#
      + #""sheet":{"from":null,"to":[1,"write"]},"#
      + #""tabs":{"from":[[0,"home"]],"to":[[0,"home"],[0,"find"]]},"#
      + #""layout":{"from":"twoColumn","to":"threeColumn"}}}"#
    let restoration = try registry.restore(InboxTransition.self, from: data(saved), policy: .strict)
    #expect(restoration.state == Self.transition)
    #expect(restoration.appliedMigrations.count == 2)
    let upgraded = try #require(try registry.upgradedDocument(of: restoration))
    #expect(text(upgraded) == #"{"v":2,"# + Self.json.dropFirst(#"{"v":1,"#.count))
  }

  /// A tab that no longer restores: the selection change is dropped with the sheet change that
  /// depends on it, and the tab is left out of the declared tabs.
  @Test func thePrefixPolicyDropsAChangeWithASideThatCannotBeRestored() throws {
    let saved =
      #"{"v":1,"t":["tab","sheet"],"state":{"#
      + #""selection":{"from":[0,"home"],"to":[0,"attic"]},"#
      + #""sheet":{"from":null,"to":[1,"compose"]},"#
      + #""tabs":{"from":[[0,"home"]],"to":[[0,"home"],[0,"attic"]]},"#
      + #""layout":null}}"#
    let restoration = try appRegistry().restore(
      InboxTransition.self, from: data(saved), policy: .prefix)
    #expect(
      restoration.state
        == InboxTransition(
          selection: nil, sheet: nil, tabs: ValueTransition(from: [.home], to: [.home]), layout: nil
        ))
    #expect(
      restoration.dropped.map(\.location.jsonPath?.description) == [
        "$.state.selection.to[1]", "$.state.sheet.to", "$.state.tabs.to[1][1]",
      ])
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(InboxTransition.self, from: data(saved))
      }
        == #"payload mismatch (tag "tab") at $.state.selection.to[1]: Cannot initialize AppTab "#
        + "from invalid String value attic")
  }

  /// The app reports members that do not fit with the library's error, at the member.
  @Test func membersThatDoNotFitAreAnInconsistentStateAtTheMember() throws {
    let saved =
      #"{"v":1,"t":["tab"],"state":{"selection":{"from":[0,"home"],"to":[0,"settings"]},"#
      + #""sheet":null,"tabs":{"from":[[0,"home"]],"to":[[0,"home"],[0,"search"]]},"#
      + #""layout":null}}"#
    let error = try #require(
      #expect(throws: NavCodingError.self) {
        try appRegistry().decode(InboxTransition.self, from: data(saved))
      })
    #expect(error.kind == .inconsistentState)
    #expect(
      error.description
        == "inconsistent state at $.state.selection: it switches to settings, which is not one "
        + "of the tabs")
  }

  @Test func aMalformedChangeSaysWhere() {
    let saved =
      #"{"v":1,"t":["tab"],"state":{"selection":{"from":[0,"home"]},"sheet":null,"#
      + #""tabs":null,"layout":{"from":"twoColumn","to":"fourColumn"}}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(InboxTransition.self, from: data(saved))
      } == #"malformed JSON at $.state.selection: missing member "to""#)
  }
}
