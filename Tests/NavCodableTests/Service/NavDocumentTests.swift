import Foundation
import NavCodable
import NavCore
import Testing

/// One saved-document model for both roots, read and written without a registry.
@Suite struct NavDocumentTests {
  static func tabs() throws -> TabsState<AppTab, NavPath> {
    try TabsState(
      tabs: [.home, .search], selection: .search, stacks: [[Category.desserts], [5]])
  }

  static let tabsJSON =
    #"{"v":1,"t":["tab","category","Swift.Int"],"state":{"tabs":[[0,"home"],"#
    + #"[0,"search"]],"selection":[0,"search"],"stacks":[[[1,"desserts"]],[[2,5]]]}}"#

  @Test func aStateDocumentIsInspectableWithoutARegistry() throws {
    let document = try NavDocument(jsonBytes: appRegistry().encode(Self.tabs()))
    #expect(document.version == 1)
    #expect(document.tags == ["tab", "category", "Swift.Int"])
    #expect(document.elements == nil)
    guard case .state(let state) = document.root else {
      Issue.record("expected a state root, found \(document.root)")
      return
    }
    #expect(state["selection"] == [0, "search"])
    #expect(String(decoding: document.jsonBytes, as: UTF8.self) == Self.tabsJSON)
  }

  /// A whole-app state embedded in the app's own `Codable` type, through `JSONEncoder`.
  @Test func aStateDocumentIsEmbeddedInTheAppsOwnCodableTypes() throws {
    struct Snapshot: Codable, Equatable {
      var user: String
      var navigation: NavDocument
    }
    let registry = appRegistry()
    let snapshot = Snapshot(
      user: "ada", navigation: try NavDocument(jsonBytes: registry.encode(Self.tabs())))
    let stored = try JSONEncoder().encode(snapshot)
    let read = try JSONDecoder().decode(Snapshot.self, from: stored)
    // JSONDecoder does not keep members' order, so the state is compared once restored.
    #expect(read.user == "ada")
    #expect(read.navigation.tags == snapshot.navigation.tags)
    #expect(
      try registry.decode(TabsState<AppTab, NavPath>.self, from: read.navigation.jsonBytes)
        == Self.tabs())
  }

  @Test func aDocumentBuiltAsDataIsWrittenInTheDocumentedLayout() throws {
    let stack = NavDocument(
      version: 3,
      elements: [.init(tag: "tab", payload: "home"), .init(tag: "tab", payload: "search")])
    #expect(stack.tags == ["tab"])
    #expect(
      String(decoding: stack.jsonBytes, as: UTF8.self)
        == #"{"v":3,"t":["tab"],"stack":[[0,"home"],[0,"search"]]}"#)
    let state = try NavDocument(tags: ["tab"], root: .state(["selection": [0, "home"]]))
    #expect(
      String(decoding: state.jsonBytes, as: UTF8.self)
        == #"{"v":1,"t":["tab"],"state":{"selection":[0,"home"]}}"#)
  }

  @Test(arguments: [
    (
      #"{"v":1,"t":[],"stack":[],"state":{}}"#,
      "malformed JSON at $.stack: unexpected member"
    ),
    (#"{"v":1,"t":[]}"#, #"malformed JSON at $: missing member "stack""#),
    (
      #"{"v":1,"t":["a"],"stack":[[1,0]]}"#,
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<1) and a "
        + "payload"
    ),
  ])
  func aMalformedDocumentSaysWhere(json: String, message: String) {
    #expect(throwsDescription { try NavDocument(jsonBytes: Array(json.utf8)) } == message)
  }
}
