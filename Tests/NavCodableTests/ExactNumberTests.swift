import Foundation
import NavCodable
import NavCore
import Testing

/// A `NavJSONValue` inside a saved state keeps its numbers' exact text through every reader and
/// writer of NavCodable, as `NavJSONValue(jsonBytes:)` does.
@Suite struct ExactNumberTests {
  /// A route with a member of free-form JSON.
  struct Note: Codable, Hashable, Sendable {
    var id: Int
    var extra: NavJSONValue
  }

  /// Numbers that `Double` and `Int64` cannot hold as written.
  static let numbers = "[1E22,-0,18446744073709551617,0.10]"

  static func registry() -> NavTypeRegistry {
    var registry = appRegistry()
    registry.register(Note.self, tag: "note")
    registry.register(NavJSONValue.self, tag: "json")
    return registry
  }

  static func exact() throws -> NavJSONValue {
    try NavJSONValue(jsonBytes: Array(numbers.utf8))
  }

  static let stackJSON =
    #"{"v":1,"t":["note","json"],"stack":[[0,{"id":1,"extra":\#(numbers)}],[1,\#(numbers)]]}"#

  @Test func aStackKeepsNumbersExactlyWhenWritten() throws {
    let path = NavPath([
      NavPath.Element(Note(id: 1, extra: try Self.exact())), .init(try Self.exact()),
    ])
    #expect(text(try Self.registry().encode(path)) == Self.stackJSON)
  }

  @Test(arguments: [
    stackJSON,
    // Whitespace around the envelope: the general reader.
    #"{ "v": 1, "t": ["note", "json"], "stack": [[0, {"id": 1, "extra": \#(numbers)}], "#
      + #"[1, \#(numbers)]] }"# + "\n",
    // A payload that is not plain (a string beyond ASCII): read as a tree.
    #"{"v":1,"t":["note","json"],"stack":[[0,{"id":1,"extra":\#(numbers),"x":"\#u{E9}"}],"#
      + #"[1,\#(numbers)]]}"#,
  ])
  func aStackKeepsNumbersExactlyWhenRead(document: String) throws {
    let path = try Self.registry().decode(NavPath.self, from: data(document))
    #expect(path.count == 2)
    #expect(path[0].value(as: Note.self)?.extra.jsonString == Self.numbers)
    #expect(path[1].value(as: NavJSONValue.self)?.jsonString == Self.numbers)
  }

  @Test func aWholeAppStateKeepsNumbersExactlyBothWays() throws {
    let registry = Self.registry()
    let tabs = try TabsState<AppTab, NavPath>(
      tabs: [.home, .search], selection: .search,
      stacks: [
        NavPath([Note(id: 1, extra: try Self.exact())]),
        NavPath([NavPath.Element(try Self.exact())]),
      ])
    let saved = try text(registry.encode(tabs))
    #expect(saved.contains(#"{"id":1,"extra":\#(Self.numbers)}"#))
    #expect(saved.contains(#"[[2,\#(Self.numbers)]]"#))
    for document in [saved, saved.replacingOccurrences(of: ",", with: ", ") + "\n"] {
      let read = try registry.decode(TabsState<AppTab, NavPath>.self, from: data(document))
      #expect(read == tabs)
      #expect(read.stacks[1][0].value(as: NavJSONValue.self)?.jsonString == Self.numbers)
    }
  }

  /// A document embedded in a route goes through `encode(to:)` and `init(from:)` with
  /// NavCodable's own encoder and decoder, and keeps its payloads' numbers.
  @Test func aDocumentEmbeddedInAStateKeepsNumbersExactly() throws {
    var registry = Self.registry()
    registry.register(NavDocument.self, tag: "document")
    let inner = NavDocument(elements: [.init(tag: "json", payload: try Self.exact())])
    let saved = try registry.encode(NavPath([inner]))
    #expect(
      text(saved)
        == #"{"v":1,"t":["document"],"stack":[[0,{"v":1,"t":["json"],"stack":[[0,"#
        + #"\#(Self.numbers)]]}]]}"#)
    let read = try registry.decode(NavPath.self, from: saved)
    #expect(read[0].value(as: NavDocument.self) == inner)
  }
}
