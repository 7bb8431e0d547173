import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A stack document of an older version reads its elements as pairs where they lie, and the
/// general reader goes on from the first that is not one: whatever is wrong with its stack, it
/// reads exactly as the same document of today's version, through a step that changes nothing.
@Suite struct OlderVersionStackTests {
  /// A registry at version 2 whose step from version 1 renames a tag no document uses.
  private static let registry = recipesRegistry(
    schema: NavSchema(version: 2, migrations: [1: [.renameTag("unused", to: "unusedToo")]]))

  private static let head = #"{"v":VERSION,"t":["category","recipe"],"stack":["#

  /// Stacks that the pair reader stops at, each after the head.
  static let stacks: [String] = [
    #"[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    #" [ 0 , "mains" ] ,[1,{"id":4,"name":"Pi"}] ] } "#,
    #"[0,"mains"],[-0,"desserts"],[1,{"id":4,"name":"Pi"}]]}"#,
    #"[0,"mains"],[0,"desserts"],[0,"mains",2],[1,{"id":4,"name":"Pi"}]]}"#,
    #"[0,"mains"],[2,"desserts"]]}"#,
    #"[0,"mains"],[0,"desserts"]"#,
    #"[0,"mains"],[0,"desserts"],[1,{"id":4,"na"#,
    #"[0,"mains"],[0,"mains",2],[0,"desserts"],[1,{"id":4,"na"#,
    #"[0,"mains"],[0,"desserts"] 7]}"#,
    #"[0,"mains"]],"stack":[]}"#,
    #"[0,"mains"]]}x"#,
    #"[0,[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"#,
    #"[0,"mains"],[0,"desserts"],[0,"mains"]]}"#,
  ]

  /// What a decode, a restore under the prefix policy and a decode limited to two elements give.
  private static func outcome(_ saved: String) -> [String] {
    let bytes = data(saved)
    let decoded = Result { try registry.decode(NavPath.self, from: bytes) }
    let restored = Result { try registry.restore(NavPath.self, from: bytes, policy: .prefix) }
    let limited = Result {
      try registry.decode(NavPath.self, from: bytes, limits: NavDecodingLimits(maxElementCount: 2))
    }
    return [
      "\(decoded.map(\.count))",
      "\(restored.map { "\($0.state.count) \($0.dropped.map(\.description))" })",
      "\(limited.map(\.count))",
    ]
  }

  @Test(arguments: stacks)
  func readsAsTheSameDocumentOfTodaysVersion(stack: String) {
    let older = Self.head.replacing("VERSION", with: "1") + stack
    let current = Self.head.replacing("VERSION", with: "2") + stack
    #expect(Self.outcome(older) == Self.outcome(current), "\(older)")
  }

  @Test func anElementThatIsNotAPairIsNamedByItsIndex() {
    let saved =
      Self.head.replacing("VERSION", with: "1")
      + #"[0,"mains"],[0,"desserts"],[0,"mains",2],[1,{"id":4,"name":"Pi"}]]}"#
    #expect(
      throwsDescription { try Self.registry.decode(NavPath.self, from: data(saved)) }
        == "malformed JSON at $.stack[2]: expected a pair of a position in tags (0..<2) and a payload"
    )
  }

  @Test func aDocumentCutInsideItsStackKeepsTheElementsBeforeTheCut() throws {
    let saved =
      Self.head.replacing("VERSION", with: "1") + #"[0,"mains"],[0,"desserts"],[1,{"id":4,"na"#
    let restoration = try Self.registry.restore(NavPath.self, from: data(saved), policy: .prefix)
    #expect(
      restoration.state
        == NavPath([NavPath.Element(Category.mains), NavPath.Element(Category.desserts)]))
    #expect(restoration.wasMigrated)
    #expect(
      restoration.dropped.map(\.description) == [
        "malformed JSON at element 2 at $.stack[2][1] (byte 80): unterminated string; "
          + "this element and any after it are lost"
      ])
  }

  @Test func moreElementsThanTheLimitAreRefused() {
    let saved =
      Self.head.replacing("VERSION", with: "1") + #"[0,"mains"],[0,"desserts"],[0,"mains"]]}"#
    #expect(
      throwsDescription {
        try Self.registry.decode(
          NavPath.self, from: data(saved), limits: NavDecodingLimits(maxElementCount: 2))
      } == "limit exceeded: the stack holds 3 elements, more than the limit of 2")
  }
}
