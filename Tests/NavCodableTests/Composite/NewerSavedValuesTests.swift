import NavCodable
import NavCore
import Testing

/// What a document holds when a newer version of the app wrote a saved value this version does
/// not name: the growable values (a presentation style, a column visibility) are restored as
/// written and saved again unchanged under either policy; the frozen layout refuses the document
/// under either policy.
@Suite struct NewerSavedValuesTests {
  static let policies: [NavDecodingPolicy] = [.strict, .prefix]

  static let popover =
    #"{"v":1,"t":["route","sheet"],"state":{"base":[[0,{"list":{}}]],"#
    + #""presentations":[{"destination":[1,"compose"],"style":"popover","stack":[]}]}}"#

  @Test(arguments: policies)
  func aPresentationStyleOfANewerAppIsKeptAndWrittenBack(policy: NavDecodingPolicy) throws {
    let registry = appRegistry()
    let restoration = try registry.restore(
      PresentationState<TypedPath<Route>, Sheet, TypedPath<Route>>.self,
      from: data(Self.popover), policy: policy)
    #expect(restoration.dropped.isEmpty)
    let style = restoration.state.presentations.map(\.style)
    #expect(style == [ModalPresentationStyle(rawValue: "popover")])
    #expect(style.map(\.description) == [".popover"])
    #expect(try text(registry.encode(restoration.state)) == Self.popover)
  }

  static let hidden =
    #"{"v":1,"t":[],"state":{"layout":"twoColumn","sidebarSelection":null,"#
    + #""contentSelection":null,"detail":[],"columnVisibility":"hidden"}}"#

  @Test(arguments: policies)
  func aColumnVisibilityOfANewerAppIsKeptAndWrittenBack(policy: NavDecodingPolicy) throws {
    let registry = appRegistry()
    let restoration = try registry.restore(
      SplitState<Category, Recipe, NavPath>.self, from: data(Self.hidden), policy: policy)
    #expect(restoration.dropped.isEmpty)
    #expect(restoration.state.columnVisibility == NavSplitViewVisibility(rawValue: "hidden"))
    #expect(restoration.state.columnVisibility != .automatic)
    #expect(try text(registry.encode(restoration.state)) == Self.hidden)
  }

  @Test(arguments: policies)
  func aLayoutThisVersionDoesNotNameRefusesTheDocument(policy: NavDecodingPolicy) {
    let json =
      #"{"v":1,"t":[],"state":{"layout":"fourColumn","sidebarSelection":null,"#
      + #""contentSelection":null,"detail":[],"columnVisibility":"all"}}"#
    #expect(
      decodingError { () throws(NavCodingError) in
        try appRegistry().restore(
          SplitState<Category, Recipe, NavPath>.self, from: data(json), policy: policy)
      }
        == #"malformed JSON at $.state.layout: expected one of "twoColumn", "threeColumn", "#
        + #"found string "fourColumn""#)
  }
}
