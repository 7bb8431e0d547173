import NavCodable
import NavCore
import Testing

@Suite struct SplitStateDocumentTests {
  typealias Recipes = SplitState<Category, Recipe, TypedPath<Route>>

  static func recipes() throws -> Recipes {
    try Recipes(
      layout: .threeColumn, sidebarSelection: .desserts,
      contentSelection: Recipe(id: 42, name: "Pie"), detail: [.detail(7)],
      columnVisibility: .doubleColumn)
  }

  static let json =
    #"{"v":1,"t":["category","recipe","route"],"state":{"layout":"threeColumn","#
    + #""sidebarSelection":[0,"desserts"],"contentSelection":[1,{"id":42,"name":"Pie"}],"#
    + #""detail":[[2,{"detail":{"_0":7}}]],"columnVisibility":"doubleColumn"}}"#

  @Test func encodesTheColumnsInOrder() throws {
    #expect(try text(appRegistry().encode(Self.recipes())) == Self.json)
  }

  @Test func encodesAbsentSelectionsAsNull() throws {
    let empty = SplitState<Category, Recipe, NavPath>(layout: .twoColumn)
    #expect(
      try text(appRegistry().encode(empty))
        == #"{"v":1,"t":[],"state":{"layout":"twoColumn","sidebarSelection":null,"#
        + #""contentSelection":null,"detail":[],"columnVisibility":"automatic"}}"#)
  }

  @Test func roundTripsThroughJSON() throws {
    let registry = appRegistry()
    #expect(try registry.decode(Recipes.self, from: data(Self.json)) == Self.recipes())
    let twoColumn = try SplitState<Category, Recipe, NavPath>(
      layout: .twoColumn, sidebarSelection: .mains, detail: NavPath([Recipe(id: 1, name: "Soup")]),
      columnVisibility: .all)
    let saved = try registry.encode(twoColumn)
    #expect(
      try registry.decode(SplitState<Category, Recipe, NavPath>.self, from: saved) == twoColumn)
  }

  static let malformed: [(String, String)] = [
    (
      #"{"v":1,"t":["category","recipe"],"state":{"layout":"twoColumn","sidebarSelection":[0,"desserts"],"contentSelection":[1,{"id":1,"name":"A"}],"detail":[],"columnVisibility":"all"}}"#,
      "inconsistent state at $.state.contentSelection: SplitState: a content selection was given, but the "
        + "two-column layout has no content column"
    ),
    (
      #"{"v":1,"t":["route"],"state":{"layout":"twoColumn","sidebarSelection":null,"contentSelection":null,"detail":[[0,{"list":{}}]],"columnVisibility":"all"}}"#,
      "inconsistent state at $.state.detail: SplitState: the detail stack holds 1 elements but there "
        + "is no sidebar selection"
    ),
    (
      #"{"v":1,"t":[],"state":{"layout":"twoColumn","sidebarSelection":null,"contentSelection":null,"detail":[],"columnVisibility":false}}"#,
      "malformed JSON at $.state.columnVisibility: expected a string, found false"
    ),
    (
      #"{"v":1,"t":[],"state":{"layout":3,"sidebarSelection":null,"contentSelection":null,"detail":[],"columnVisibility":"all"}}"#,
      #"malformed JSON at $.state.layout: expected one of "twoColumn", "threeColumn", found "#
        + "number 3"
    ),
    (
      #"{"v":1,"t":["category"],"state":{"layout":"threeColumn","sidebarSelection":[0,"desserts"],"contentSelection":null,"detail":[[0,"mains"]],"columnVisibility":"all"}}"#,
      "unexpected type at element 0 (tag \"category\") at $.state.detail[0]: the element is a "
        + "NavCodableTests.Category, not a NavCodableTests.Route"
    ),
  ]

  @Test(arguments: malformed)
  func malformedDocumentsAreTypedErrorsThatSayWhereAndWhy(json: String, message: String) {
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().decode(Recipes.self, from: data(json))
      } == message)
  }
}
