import NavCodable
import NavCore
import Testing

/// A state decodes from a `NavDocument` already read exactly as from its bytes.
@Suite struct DocumentValueDecodingTests {
  @Test func aDocumentAlreadyReadDecodesAsItsBytesDo() throws {
    let registry = appRegistry()
    let tabs = try TabsState<AppTab, NavPath>(
      tabs: AppTab.allCases, selection: .search,
      stacks: [NavPath(), NavPath([Category.mains, Recipe(id: 7, name: "Pie")]), NavPath()])
    let state = AppState(base: tabs)
    let bytes = try registry.encode(state)
    let document = try NavDocument(jsonBytes: bytes)
    #expect(try registry.decode(AppState.self, from: document) == state)
    let path = NavPath([Category.drinks, Route.detail(3)])
    let stack = try NavDocument(jsonBytes: registry.encode(path))
    #expect(try registry.decode(NavPath.self, from: stack) == path)
    #expect(try registry.restore(NavPath.self, from: stack, policy: .prefix).state == path)
  }

  @Test func aDocumentOfAnotherStateIsRefusedAsItsBytesAreAndAStrayTagCannotBeBuilt() throws {
    let registry = appRegistry()
    let path = try NavDocument(jsonBytes: registry.encode(NavPath([Category.drinks])))
    #expect(
      decodingError { () throws(NavCodingError) in try registry.decode(AppState.self, from: path) }
        == decodingError { () throws(NavCodingError) in
          try registry.decode(AppState.self, from: path.jsonBytes)
        })
    // An element whose tag is not in the document's tags cannot be built.
    #expect(
      decodingError { () throws(NavCodingError) in
        try NavDocument(
          tags: ["category"], root: .stack([.init(tag: "recipe", payload: .string("mains"))]))
      }
        == #"malformed JSON at $.stack[0]: expected an element whose tag is in tags ["category"], "#
        + #"found tag "recipe""#)
  }
}
