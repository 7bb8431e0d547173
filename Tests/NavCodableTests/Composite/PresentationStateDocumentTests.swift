import NavCodable
import NavCore
import Testing

@Suite struct PresentationStateDocumentTests {
  /// The guide's app: Home and Search tabs, a compose sheet with its own stack, and a login cover
  /// presented from it.
  static func appState() throws -> AppState {
    let tabs = try TabsState<AppTab, NavPath>(
      tabs: [.home, .search], selection: .home, stacks: [NavPath([Category.desserts]), NavPath()])
    return AppState(
      base: tabs,
      presentations: [
        ModalPresentation(.compose, style: .sheet, stack: NavPath([Recipe(id: 1, name: "Tea")])),
        ModalPresentation(.login, style: .fullScreenCover),
      ])
  }

  static let json =
    #"{"v":1,"t":["tab","category","sheet","recipe"],"state":{"base":{"tabs":"#
    + #"[[0,"home"],[0,"search"]],"selection":[0,"home"],"stacks":[[[1,"desserts"]],[]]},"#
    + #""presentations":[{"destination":[2,"compose"],"style":"sheet","#
    + #""stack":[[3,{"id":1,"name":"Tea"}]]},{"destination":[2,"login"],"#
    + #""style":"fullScreenCover","stack":[]}]}}"#

  @Test func encodesTheNestedAppStateAsOneDocument() throws {
    #expect(try text(appRegistry().encode(Self.appState())) == Self.json)
  }

  @Test func roundTripsTheNestedAppState() throws {
    #expect(try appRegistry().decode(AppState.self, from: data(Self.json)) == Self.appState())
  }

  @Test func roundTripsAStackBaseWithTypedStacks() throws {
    let registry = appRegistry()
    var state = PresentationState<TypedPath<Route>, Sheet, TypedPath<Route>>(base: [.list])
    state.present(.compose, style: .sheet, stack: [.detail(3)])
    let saved = try registry.encode(state)
    #expect(
      text(saved)
        == #"{"v":1,"t":["route","sheet"],"state":{"base":[[0,{"list":{}}]],"#
        + #""presentations":[{"destination":[1,"compose"],"style":"sheet","#
        + #""stack":[[0,{"detail":{"_0":3}}]]}]}}"#)
    #expect(try registry.decode(type(of: state), from: saved) == state)
  }

  @Test func roundTripsSheetsOverASplitView() throws {
    let registry = appRegistry()
    let split = try SplitState<Category, Recipe, NavPath>(
      layout: .threeColumn, sidebarSelection: .drinks, contentSelection: Recipe(id: 2, name: "Tea"))
    let state = PresentationState<SplitState<Category, Recipe, NavPath>, Sheet, NavPath>(
      base: split, presentations: [ModalPresentation(.login)])
    #expect(try registry.decode(type(of: state), from: registry.encode(state)) == state)
  }

  static let malformed: [(String, String)] = [
    (
      #"{"v":1,"t":["tab","sheet"],"state":{"base":{"tabs":[[0,"home"]],"selection":[0,"search"],"stacks":[[]]},"presentations":[]}}"#,
      "inconsistent state at $.state.base.selection: TabsState: the selection search is not one of "
        + "the declared tabs"
    ),
    (
      #"{"v":1,"t":["tab","sheet"],"state":{"base":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[]]},"presentations":[{"destination":[1,"login"],"style":["sheet"],"stack":[]}]}}"#,
      "malformed JSON at $.state.presentations[0].style: expected a string, found an array of 1 "
        + "values"
    ),
    (
      #"{"v":1,"t":["tab","sheet"],"state":{"base":{"tabs":[[0,"home"]],"selection":[0,"home"],"stacks":[[]]},"presentations":[{"destination":[1,"login"],"stack":[]}]}}"#,
      #"malformed JSON at $.state.presentations[0]: missing member "style""#
    ),
    (
      #"{"v":1,"t":["tab","sheet"],"state":{"base":[],"presentations":[]}}"#,
      #"malformed JSON at $.state.base: expected an object with "tabs", "selection", "#
        + #""stacks", found an array of 0 values"#
    ),
  ]

  @Test(arguments: malformed)
  func malformedDocumentsAreTypedErrorsThatSayWhereAndWhy(json: String, message: String) {
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(AppState.self, from: data(json))
      } == message)
  }
}
