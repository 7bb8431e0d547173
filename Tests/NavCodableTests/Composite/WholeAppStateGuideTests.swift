import NavCodable
import NavCore
import Testing

/// The snippets of the "Whole-app state" section of the PersistenceAndMigration article in
/// NavCodable.docc: keep both in step.
@Suite struct WholeAppStateGuideTests {
  @Test func savingTheWholeAppState() throws {
    var registry = recipesRegistry()
    registry.register(AppTab.self, tag: "tab")
    registry.register(Sheet.self, tag: "sheet")

    let tabs = try TabsState<AppTab, NavPath>(
      tabs: [.home, .search], selection: .home, stacks: [NavPath([Category.desserts]), NavPath()])
    var state = AppState(base: tabs)
    state.present(.compose, stack: NavPath([Recipe(id: 1, name: "Tea")]))

    let data = try registry.encode(state)
    let restored = try registry.decode(AppState.self, from: data)
    #expect(restored == state)
    #expect(
      text(data)
        == #"{"v":1,"t":["tab","category","sheet","recipe"],"state":{"#
        + #""base":{"tabs":[[0,"home"],[0,"search"]],"selection":[0,"home"],"#
        + #""stacks":[[[1,"desserts"]],[]]},"#
        + #""presentations":[{"destination":[2,"compose"],"style":"sheet","#
        + #""stack":[[3,{"id":1,"name":"Tea"}]]}]}}"#)
  }

  @Test func theGuidesErrorsReadAsPrinted() {
    let registry = appRegistry()
    let unknownTag =
      #"{"v":1,"t":["tab","nope"],"state":{"tabs":[[0,"home"]],"#
      + #""selection":[0,"home"],"stacks":[[[1,3]]]}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try registry.decode(TabsState<AppTab, NavPath>.self, from: data(unknownTag))
      }
        == #"unknown tag at element 0 (tag "nope") at $.state.stacks[0][0][0]: no type is "#
        + "registered under this tag")
  }
}
