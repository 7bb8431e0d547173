import NavCore
import Testing

@testable import NavCodable

/// What a document cut inside a stack keeps before its state is read: path documents and
/// whole-app documents go through the same salvage.
@Suite struct SavedDocumentTests {
  private func salvaged(_ text: String, root: SavedDocument.Root) throws -> SavedDocument {
    try withBytes(of: Array(text.utf8)) { (bytes) throws(NavCodingError) in
      try SavedDocument.read(bytes, root: root, limits: NavDecodingLimits(), salvaging: true)
    }
  }

  @Test(arguments: [
    #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"dri"#,
    #"{"v":1, "t":["category"], "stack":[[0,"mains"], [0,"dri"#,
  ])
  func aCutPathDocumentKeepsItsCompleteElements(cut: String) throws {
    let document = try salvaged(cut, root: .stack)
    #expect(document.pairs.map { document.tags[$0.tagPosition] } == ["category"])
    #expect(document.cutStack == .path)
    #expect(document.cutReadings.isEmpty)
    #expect(
      document.damage?.description
        == "malformed JSON at $.stack[1][1] (byte \(cut.utf8.count - 4)): unterminated string")
  }

  @Test func aCutWholeAppDocumentKeepsEachReadingOnceInnermostFirst() throws {
    let cut = #"{"v":1,"t":["tab","category"],"state":{"stacks":[[[1,"drinks"],[1,"#
    let document = try salvaged(cut, root: .state(depth: 3))
    #expect(document.state == .null)
    #expect(
      document.cutReadings.map(\.stack.description) == [
        "$.state.stacks[0][1]", "$.state.stacks[0]", "$.state.stacks",
      ])
    #expect(
      document.cutReadings.map(\.state.jsonString) == [
        #"{"stacks":[[[1,"drinks"],[1]]]}"#, #"{"stacks":[[[1,"drinks"]]]}"#, #"{"stacks":[]}"#,
      ])
  }
}
