import Foundation
import NavCodable
import NavCore
import Testing

/// One migration set and one policy, run over a path document and over whole-app documents that
/// hold the same stack: each step and the prefix policy mean the same in every document.
@Suite struct OneDocumentModelTests {
  /// Version 1 called categories `cat`, recipes' names `title`, the home tab `start` under the
  /// tag `screen`, showed ads, and had a screen that was a recipe in a category.
  static let schema = NavSchema(
    version: 2,
    migrations: [
      1: [
        .splitElements(withTag: "recipeInCategory") { payload in
          [
            .init(tag: "cat", payload: payload["category"] ?? nil),
            .init(tag: "recipe", payload: payload["recipe"] ?? nil),
          ]
        },
        .dropElements(withTag: "ad"),
        .renameTag("cat", to: "category"),
        .renameTag("screen", to: "tab"),
        .renameEnumCase("start", to: "home", inTag: "tab"),
        .renameMember("title", to: "name", inTag: "recipe"),
        .custom("keep at most 4 elements") { elements in
          elements = Array(elements.prefix(4))
        },
      ]
    ])

  /// A version 1 stack exercising every step, as the pairs of a document whose tags are
  /// `["cat", "ad", "recipeInCategory", "recipe"]`.
  static let oldPairs =
    #"[[0,"mains"],[1,{}],[2,{"category":"desserts","recipe":{"id":1,"title":"Pie"}}],"#
    + #"[3,{"id":2,"title":"Tart"}],[0,"drinks"]]"#
  static let oldTags = #"["cat","ad","recipeInCategory","recipe","screen","sheet"]"#

  /// What the old stack restores to at version 2: the ad dropped, the split screen two
  /// elements, the renamed member read, and the custom step's cut at 4 elements.
  static let restoredStack = NavPath([
    NavPath.Element(Category.mains), NavPath.Element(Category.desserts),
    NavPath.Element(Recipe(id: 1, name: "Pie")), NavPath.Element(Recipe(id: 2, name: "Tart")),
  ])

  @Test func oneMigrationSetMeansTheSameInAPathDocumentAndInAWholeAppDocument() throws {
    let registry = appRegistry(schema: Self.schema)
    let path = try registry.restore(
      NavPath.self,
      from: data(#"{"v":1,"t":\#(Self.oldTags),"stack":\#(Self.oldPairs)}"#),
      policy: .strict)
    #expect(path.state == Self.restoredStack)

    let whole = try registry.restore(
      AppState.self,
      from: data(
        #"{"v":1,"t":\#(Self.oldTags),"state":{"base":{"tabs":[[4,"start"],[4,"search"]],"#
          + #""selection":[4,"start"],"stacks":[\#(Self.oldPairs),[]]},"#
          + #""presentations":[{"destination":[5,"compose"],"style":"sheet","#
          + #""stack":\#(Self.oldPairs)}]}}"#),
      policy: .strict)
    #expect(whole.state.base.tabs == [.home, .search])
    #expect(whole.state.base.selection == .home)
    #expect(whole.state.base.stacks == [Self.restoredStack, NavPath()])
    #expect(whole.state.presentations.map(\.stack) == [Self.restoredStack])

    // The same steps ran once per document, and both reports say so.
    #expect(path.appliedMigrations == whole.appliedMigrations)
    #expect(path.appliedMigrations.count == 7)
    #expect(whole.savedVersion == 1 && whole.currentVersion == 2 && whole.wasMigrated)
    let upgraded = try #require(try registry.upgradedDocument(of: whole))
    #expect(try registry.decode(AppState.self, from: upgraded) == whole.state)
  }

  @Test func aValueAMigrationRemovesIsDroppedUnderThePrefixPolicyAndAnErrorWhenStrict() throws {
    let schema = NavSchema(version: 2, migrations: [1: [.dropElements(withTag: "old")]])
    let registry = appRegistry(schema: schema)
    let saved = data(
      #"{"v":1,"t":["tab","old"],"state":{"tabs":[[0,"home"],[1,"gone"]],"#
        + #""selection":[0,"home"],"stacks":[[],[[0,"search"]]]}}"#)
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsState<AppTab, NavPath>.self, from: saved)
      }
        == "migration failed at $.state.tabs[1]: the migrations turned this value into 0 "
        + "elements, not one")
    let restored = try registry.restore(
      TabsState<AppTab, NavPath>.self, from: saved, policy: .prefix)
    #expect(restored.state.tabs == [.home])
    #expect(
      restored.dropped.map(\.description) == [
        "migration failed at $.state.tabs[1]: the migrations turned this value into 0 elements, "
          + "not one",
        "preceded by a dropped element at element 0 (tag \"tab\") at $.state.stacks[1][0]: "
          + "$.state.tabs[1] was dropped",
      ])
  }

  @Test func thePrefixPolicyKeepsEachStacksValidPrefixInAWholeAppDocument() throws {
    let registry = appRegistry()
    let saved = data(
      #"{"v":1,"t":["tab","category","nope","sheet"],"state":{"base":{"tabs":"#
        + #"[[0,"home"],[0,"search"]],"selection":[0,"search"],"stacks":[[[1,"mains"],[2,1],"#
        + #"[1,"drinks"]],[[1,"desserts"]]]},"presentations":[{"destination":[3,"compose"],"#
        + #""style":"sheet","stack":[]}]}}"#)
    let restored = try registry.restore(AppState.self, from: saved, policy: .prefix)
    #expect(
      restored.state.base.stacks == [NavPath([Category.mains]), NavPath([Category.desserts])])
    #expect(restored.state.base.selection == .search)
    #expect(restored.state.presentations.map(\.destination) == [.compose])
    #expect(
      restored.dropped.map(\.description) == [
        #"unknown tag at element 1 (tag "nope") at $.state.base.stacks[0][1][0]: no type is "#
          + "registered under this tag",
        "preceded by a dropped element at element 2 (tag \"category\") at "
          + "$.state.base.stacks[0][2]: element 1 below it was dropped",
      ])
    #expect(
      restored.dropped.map(\.kind.code) == ["unknownTag", "precededByDroppedElement"])
    #expect(
      restored.dropped[0].location.jsonPath?.components == [
        .key("state"), .key("base"), .key("stacks"), .index(0), .index(1), .index(0),
      ])
  }

  @Test func aDroppedSelectedTabSelectsTheFirstTab() throws {
    let registry = appRegistry()
    let saved = data(
      #"{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"],[0,"gone"]],"#
        + #""selection":[0,"gone"],"stacks":[[],[]]}}"#)
    let restored = try registry.restore(
      TabsState<AppTab, NavPath>.self, from: saved, policy: .prefix)
    #expect(restored.state.tabs == [.home])
    #expect(restored.state.selection == .home)
    #expect(
      restored.dropped.map(\.location.jsonPath?.description) == [
        "$.state.tabs[1][1]", "$.state.selection[1]",
      ])
  }

  @Test func aDroppedSplitSelectionDropsWhatItDrives() throws {
    let registry = appRegistry()
    typealias Split = SplitState<Category, Recipe, NavPath>
    let saved = data(
      #"{"v":1,"t":["category","recipe"],"state":{"layout":"threeColumn","#
        + #""sidebarSelection":[0,"snacks"],"contentSelection":[1,{"id":1,"name":"Pie"}],"detail":[[0,"mains"]],"#
        + #""columnVisibility":"all"}}"#)
    let restored = try registry.restore(Split.self, from: saved, policy: .prefix)
    #expect(restored.state.sidebarSelection == nil)
    #expect(restored.state.contentSelection == nil)
    #expect(restored.state.detail.isEmpty)
    #expect(
      restored.dropped.map(\.location.jsonPath?.description) == [
        "$.state.sidebarSelection[1]", "$.state.contentSelection", "$.state.detail[0]",
      ])
  }

  @Test func aDroppedDestinationDropsItsPresentationAndEveryOneAbove() throws {
    let registry = appRegistry()
    let saved = data(
      #"{"v":1,"t":["tab","sheet","category"],"state":{"base":{"tabs":[[0,"home"]],"#
        + #""selection":[0,"home"],"stacks":[[]]},"presentations":["#
        + #"{"destination":[1,"compose"],"style":"sheet","stack":[]},"#
        + #"{"destination":[1,"gone"],"style":"sheet","stack":[[2,"mains"]]},"#
        + #"{"destination":[1,"login"],"style":"fullScreenCover","stack":[]}]}}"#)
    let restored = try registry.restore(AppState.self, from: saved, policy: .prefix)
    #expect(restored.state.presentations.map(\.destination) == [.compose])
    #expect(
      restored.dropped.map(\.location.jsonPath?.description) == [
        "$.state.presentations[1].destination[1]", "$.state.presentations[1].stack[0]",
        "$.state.presentations[2]",
      ])
  }

  @Test func everyErrorKindHasACodeAndAFault() throws {
    let kinds: [NavCodingError.Kind] = [
      .malformedJSON, .unknownTag, .payloadMismatch, .unsupportedVersion, .migrationFailed,
      .limitExceeded, .unregisteredType, .invalidValue, .unexpectedType, .inconsistentState,
      .precededByDroppedElement,
    ]
    #expect(
      kinds.map(\.code) == [
        "malformedJSON", "unknownTag", "payloadMismatch", "unsupportedVersion", "migrationFailed",
        "limitExceeded", "unregisteredType", "invalidValue", "unexpectedType", "inconsistentState",
        "precededByDroppedElement",
      ])
    #expect(kinds.filter { $0.fault == .caller } == [.unregisteredType, .invalidValue])
    #expect(kinds.filter { $0.fault == .data(.malformed) } == [.malformedJSON])
    #expect(kinds.filter { $0.fault == .data(.overLimit) } == [.limitExceeded])
    #expect(kinds.filter { $0.fault == .data(.unprocessable) }.count == 7)
    var registry = NavTypeRegistry()
    registry.register(Category.self, tag: "category")
    #expect(throws: RouteDeclarationError.self) {
      try registry.tryRegister(Category.self, tag: "other")
    }
    do {
      try registry.tryRegister(Recipe.self, tag: "category")
    } catch {
      #expect(error.kind == .tagAlreadyDeclared && error.kind.fault == .caller)
    }
    do {
      try registry.tryRegister(Recipe.self, tag: "recipe", aliases: ["recipe"])
    } catch {
      #expect(error.kind.code == "repeatedTag")
    }
  }
}
