import NavCodable
import NavCore
import Testing

/// Regression tests for what the fuzzers of `Fuzz/` found (Docs/Reliability.md lists them).
@Suite struct FuzzFindingTests {
  /// Version 1 saved a pair of ids as one `pair` element; version 2 splits it into two `Int`s.
  private let registry = recipesRegistry(
    schema: NavSchema(
      version: 2,
      migrations: [
        1: [
          .splitElements(withTag: "pair") { payload in
            guard case .array(let ids) = payload else { return [] }
            return ids.map { NavPath.CodableRepresentation.Element(tag: "Swift.Int", payload: $0) }
          }
        ]
      ]))

  /// Found by FuzzJSON: the damaged element of a cut document was numbered in the document as
  /// saved (2) while the restored path, migrated, already held 3 elements.
  @Test func damageAfterAMigrationThatSplitsIsNumberedAfterTheRestoredElements() throws {
    let cut =
      #"{"version":1,"tags":["category","pair","recipe"],"elements":[[0,"mains"],[1,[3,4]],[2,{"id":1,"name":"Pi"#
    let restoration = try registry.decodePath(from: data(cut), policy: .prefix)
    #expect(restoration.path == NavPath([NavPath.Element(Category.mains), .init(3), .init(4)]))
    #expect(
      restoration.droppedElements.map(\.description) == [
        "malformed JSON at element 3 at $.elements[2][1].name (byte 101): unterminated string; "
          + "this element and any after it are lost"
      ])
  }

  @Test func typedDamageAfterAMigrationThatSplitsIsNumberedAfterTheRestoredRoutes() throws {
    let cut = #"{"version":1,"tags":["pair","Swift.Int"],"elements":[[0,[3,4]],[1,5],[1,"#
    let restoration = try registry.decode(TypedPath<Int>.self, from: data(cut), policy: .prefix)
    #expect(restoration.path == [3, 4, 5])
    #expect(restoration.droppedElements.map(\.elementIndex) == [3])
  }
}
