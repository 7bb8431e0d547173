import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct NavDecodingPolicyTests {
  /// Elements 0 and 1 are valid, 2 has an unknown tag, 3 is valid, 4 has a bad payload.
  static let damaged =
    #"{"v":1,"t":["category","recipe","gone","Swift.Int"],"stack":[[0,"mains"],"#
    + #"[1,{"id":1,"name":"Pie"}],[2,{}],[3,5],[1,{"id":"x","name":"Tart"}]]}"#

  @Test func strictFailsOnTheFirstBadElement() {
    #expect(
      throwsDescription { try recipesRegistry().decode(NavPath.self, from: data(Self.damaged)) }
        == "unknown tag at element 2 (tag \"gone\") at $[2].tag: no type is registered under this tag"
    )
  }

  @Test func prefixKeepsTheLongestValidPrefixAndReportsEveryDroppedElement() throws {
    let restoration = try recipesRegistry().restore(
      NavPath.self, from: data(Self.damaged), policy: .prefix)
    #expect(
      restoration.state
        == NavPath([NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 1, name: "Pie"))]))
    #expect(!restoration.isComplete)
    #expect(
      restoration.dropped.map(\.description) == [
        "unknown tag at element 2 (tag \"gone\") at $[2].tag: no type is registered under this tag",
        "preceded by a dropped element at element 3 (tag \"Swift.Int\") at $[3]: element 2 below "
          + "it was dropped",
        "preceded by a dropped element at element 4 (tag \"recipe\") at $[4]: element 2 below it "
          + "was dropped; "
          + "it also fails on its own: payload mismatch at element 4 (tag \"recipe\") at "
          + "$[4].payload.id: expected an integer, found string \"x\"",
      ])
  }

  @Test func prefixOfAValidDocumentIsComplete() throws {
    let registry = recipesRegistry()
    let path = NavPath([Category.desserts, Category.mains])
    let restoration = try registry.restore(
      NavPath.self, from: registry.encode(path), policy: .prefix)
    #expect(restoration == NavRestoration(state: path, dropped: []))
  }

  @Test(arguments: [
    (
      #"{"id":1}"#,
      "payload mismatch at element 0 (tag \"recipe\") at $[0].payload: missing member \"name\""
    ),
    (
      #"[1]"#,
      "payload mismatch at element 0 (tag \"recipe\") at $[0].payload: expected an object, found an array of 1 values"
    ),
    (
      #"{"id":1.5,"name":"x"}"#,
      "payload mismatch at element 0 (tag \"recipe\") at $[0].payload.id: number 1.5 does not fit in Int"
    ),
    (
      #"{"id":1,"name":null}"#,
      "payload mismatch at element 0 (tag \"recipe\") at $[0].payload.name: expected a string, found null"
    ),
  ])
  func payloadMismatchesSayWhereAndWhy(payload: String, message: String) {
    let saved = #"{"v":1,"t":["recipe"],"stack":[[0,"# + payload + "]]}"
    #expect(
      throwsDescription { try recipesRegistry().decode(NavPath.self, from: data(saved)) } == message
    )
  }

  @Test(arguments: [
    ("[]", "malformed JSON at $: expected an object with v, t and stack"),
    (#"{"v":1,"t":[]}"#, "malformed JSON at $: missing member \"stack\""),
    (
      #"{"v":"1","t":[],"stack":[]}"#,
      "malformed JSON at $.v: expected an integer, found string \"1\""
    ),
    (
      #"{"v":1,"t":[],"stack":[[0,1]]}"#,
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<0) and a payload"
    ),
    (
      #"{"v":1,"t":[],"stack":[],"extra":0}"#,
      "malformed JSON at $.extra: unexpected member"
    ),
    (
      #"{"v":1,"t":[}"#,
      "malformed JSON at $.t[0] (byte 12): expected a value, found '}'"
    ),
  ])
  func malformedDocumentsFailUnderBothPolicies(saved: String, message: String) {
    let registry = recipesRegistry()
    #expect(throwsDescription { try registry.decode(NavPath.self, from: data(saved)) } == message)
    #expect(
      throwsDescription { try registry.restore(NavPath.self, from: data(saved), policy: .prefix) }
        == message)
  }

  @Test func limitsAreEnforcedWithClearMessages() throws {
    let registry = recipesRegistry()
    let saved = try registry.encode(NavPath([1, 2, 3]))
    #expect(
      throwsDescription {
        try registry.decode(NavPath.self, from: saved, limits: NavDecodingLimits(maxInputBytes: 10))
      }
        == "limit exceeded: the input is \(saved.count) bytes, more than the limit of 10")
    #expect(
      throwsDescription {
        try registry.decode(
          NavPath.self, from: saved, limits: NavDecodingLimits(maxElementCount: 2))
      }
        == "limit exceeded: the stack holds 3 elements, more than the limit of 2")
    let nested = #"{"v":1,"t":["Swift.Int"],"stack":[[0,[[1]]]]}"#
    #expect(
      throwsDescription {
        try registry.decode(
          NavPath.self, from: data(nested), limits: NavDecodingLimits(maxNestingDepth: 1))
      }
        == "limit exceeded at $.stack[0][1][0] (byte 38): "
        + "nesting is deeper than the limit of 1 levels in a payload")
    #expect(
      NavDecodingLimits()
        == NavDecodingLimits(
          maxInputBytes: 8_388_608, maxElementCount: 100_000, maxNestingDepth: 64))
  }

  @Test func typedPathsUseThePrefixPolicyToo() throws {
    let registry = recipesRegistry()
    let saved = try registry.encode(
      NavPath([NavPath.Element(Route.list), NavPath.Element(1), NavPath.Element(Route.settings)]))
    let restoration = try registry.restore(TypedPath<Route>.self, from: saved, policy: .prefix)
    #expect(restoration.state == [.list])
    #expect(restoration.dropped.map(\.location.elementIndex) == [1, 2])
    #expect(
      restoration.dropped.map(\.kind) == [.unexpectedType, .precededByDroppedElement])
  }
}
