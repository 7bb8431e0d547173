import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Inputs that are hostile by their size: each gives its exact error (or its exact path) well
/// within a minute. The time limits detect hangs and quadratic blow-ups; they are not benchmarks.
///
/// Under a sanitizer every size is divided by 10 (10 MB, 100,000 elements): the sanitizers make
/// memory traffic several times slower, and a tenth still shows a quadratic blow-up. The tests
/// run one at a time, so that each has the machine's memory bandwidth to itself.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HostileSizeTests {
  private let registry = Hostile.registry
  private static let divisor = underSanitizer ? 10 : 1
  private let megabytes = 100 / divisor
  private let million = 1_000_000 / divisor

  /// Nesting 100,000 levels deep: `[[[…]]]` as a payload, as the whole document, and as objects;
  /// each is refused at the 65th level of the payload (the envelope's 3 levels count too).
  @Test(arguments: [
    (
      Hostile.document(elements: "[[0,\"mains\"],[3," + nested(100_000) + "]]"),
      "limit exceeded at $.stack[1][1]" + String(repeating: "[0]", count: 64) + " (byte 178): "
        + "nesting is deeper than the limit of 64 levels in a payload"
    ),
    (
      nested(100_000),
      "limit exceeded at $" + String(repeating: "[0]", count: 67) + " (byte 67): "
        + "nesting is deeper than the limit of 64 levels in a payload"
    ),
    (
      Hostile.document(
        elements: "[[0,\"mains\"],[1,"
          + String(repeating: "{\"a\":", count: 100_000) + "1"
          + String(repeating: "}", count: 100_000) + "]]"),
      "limit exceeded at $.stack[1][1]" + String(repeating: ".a", count: 64) + " (byte 434): "
        + "nesting is deeper than the limit of 64 levels in a payload"
    ),
  ])
  func deepNestingIsRefusedAtTheLimit(document: String, error: String) {
    #expect(registry.strictError(Array(document.utf8))?.description == error)
  }

  @Test func aHundredMegabyteDocumentIsRefusedByTheDefaultLimit() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: megabytes << 20)
    #expect(
      registry.strictError(bytes)?.description
        == "limit exceeded: the input is \(megabytes << 20) bytes, more than the limit of 8388608")
  }

  /// With the limit raised, 100 MB of strings decode, and the same document cut short restores
  /// every element but the last.
  @Test func aHundredMegabyteDocumentDecodesWhenTheLimitAllowsIt() throws {
    let size = megabytes << 20
    let string = String(repeating: "a", count: 1 << 20)
    let count = size / (string.utf8.count + 8)
    let document =
      #"{"v":2,"t":["Swift.String"],"stack":["#
      + Array(repeating: #"[0,""# + string + #""]"#, count: count).joined(separator: ",")
      + "]}"
    let limits = NavDecodingLimits(maxInputBytes: 128 << 20)
    let path = try registry.decode(NavPath.self, from: Data(document.utf8), limits: limits)
    #expect(path.count == count && path.last?.value(as: String.self) == string)
    let cut = try registry.restore(
      NavPath.self,
      from: Data(document.utf8.dropLast(4)), policy: .prefix, limits: limits)
    #expect(cut.state.count == count - 1)
    #expect(cut.dropped.map(\.location.elementIndex) == [count - 1])
  }

  /// A million elements against the default limit of 100,000 (under a sanitizer, 100,000
  /// against 10,000).
  @Test func aMillionElementsAreRefusedByTheDefaultLimit() {
    let document = Hostile.document(elements: millionElements(last: "[3,0]"))
    let limits = NavDecodingLimits(maxElementCount: 100_000 / Self.divisor)
    #expect(
      registry.strictError(Array(document.utf8), limits: limits)?.description
        == "limit exceeded: the stack holds \(million) elements, more than the limit of "
        + "\(100_000 / Self.divisor)")
  }

  /// With the limit raised, a million elements decode, and under the prefix policy a bad last
  /// element keeps exactly the 999,999 below it.
  @Test func aMillionElementsDecodeWhenTheLimitAllowsIt() throws {
    let limits = NavDecodingLimits(maxInputBytes: 64 << 20, maxElementCount: million)
    let valid = Hostile.document(elements: millionElements(last: "[3,0]"))
    let path = try registry.decode(NavPath.self, from: Data(valid.utf8), limits: limits)
    #expect(path.count == million && TypedPath<Int>(path)?.reduce(0, +) == (million - 1) * 7)
    let bad = Hostile.document(elements: millionElements(last: #"[3,"x"]"#))
    let restoration = try registry.restore(
      NavPath.self,
      from: Data(bad.utf8), policy: .prefix, limits: limits)
    #expect(restoration.state.count == million - 1)
    #expect(
      restoration.dropped.map(\.description) == [
        #"payload mismatch at element \#(million - 1) (tag "Swift.Int") at $[\#(million - 1)]"#
          + #".payload: expected an integer, found string "x""#
      ])
  }

  /// Every element of a large document failing gives one report per element, in linear time.
  @Test func aHundredThousandBadElementsAreEachReported() throws {
    let document = Hostile.document(
      elements: "[" + Array(repeating: #"[3,"x"]"#, count: million / 10).joined(separator: ",")
        + "]")
    let restoration = try registry.restore(NavPath.self, from: Data(document.utf8), policy: .prefix)
    #expect(restoration.state.isEmpty && restoration.dropped.count == million / 10)
    #expect(
      restoration.dropped.dropFirst().allSatisfy { $0.kind == .precededByDroppedElement })
  }

  private func millionElements(last: String) -> String {
    "[" + String(repeating: "[3,7],", count: million - 1) + last + "]"
  }
}

/// `depth` nested arrays around `0`.
private func nested(_ depth: Int) -> String {
  String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth)
}
