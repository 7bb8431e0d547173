import NavCodable
import NavCore
import Testing

/// A whole-app document cut at every byte offset. Under the prefix policy, a cut inside the last
/// stack the document writes keeps that stack's elements complete before the cut, and the rest of
/// the state, with the same report as a cut path document; any other cut is the strict policy's
/// error, since the members after it are lost.
@Suite struct HostileWholeAppTruncationTests {
  typealias Tabs = TabsState<AppTab, NavPath>
  typealias SheetsOverTabs = PresentationState<Tabs, Sheet, NavPath>

  let registry = appRegistry()

  /// The last stack's elements, and their JSON as the document writes them.
  static let lastStack: [(value: any Hashable & Sendable, json: String)] = [
    (Category.desserts, #"[1,"desserts"]"#),
    (Recipe(id: 42, name: "Pie"), #"[2,{"id":42,"name":"Pie"}]"#),
    (Category.mains, #"[1,"mains"]"#),
  ]

  /// Tabs whose last stack holds the first `count` elements of ``lastStack``.
  static func tabs(keeping count: Int = lastStack.count) throws -> Tabs {
    try Tabs(
      tabs: [.home, .search], selection: .home,
      stacks: [NavPath([Category.drinks]), NavPath(lastStack.prefix(count).map(\.value))])
  }

  static let json =
    #"{"v":1,"t":["tab","category","recipe"],"state":{"tabs":[[0,"home"],[0,"search"]],"#
    + #""selection":[0,"home"],"stacks":[[[1,"drinks"]],["#
    + lastStack.map(\.json).joined(separator: ",") + "]]}}"

  @Test func theDocumentIsTheOneTheCutsAreComputedFrom() throws {
    #expect(try text(registry.encode(Self.tabs())) == Self.json)
  }

  @Test func everyCutKeepsTheIntactPrefixOfTheLastStackOrIsTheStrictError() throws {
    let bytes = Array(Self.json.utf8)
    let stackEnd = bytes.count - "]}}".utf8.count
    let stackStart =
      stackEnd - 2 - Self.lastStack.map(\.json.utf8.count).reduce(0, +)
      - (Self.lastStack.count - 1)
    var elementEnds: [Int] = []
    for element in Self.lastStack {
      elementEnds.append(
        (elementEnds.last.map { $0 + 1 } ?? stackStart + 1) + element.json.utf8.count)
    }
    #expect(bytes[stackStart] == UInt8(ascii: "[") && bytes[stackEnd - 1] == UInt8(ascii: "]"))
    for cut in 0..<bytes.count {
      let saved = Array(bytes[..<cut])
      let strictError = #expect(throws: NavCodingError.self) {
        try registry.decode(Tabs.self, from: saved)
      }
      guard stackStart < cut, cut < stackEnd else {
        let prefixError = #expect(throws: NavCodingError.self, "cut at \(cut)") {
          try registry.restore(Tabs.self, from: saved, policy: .prefix)
        }
        #expect(prefixError == strictError, "cut at \(cut)")
        continue
      }
      let kept = elementEnds.filter { $0 <= cut }.count
      let restoration = try registry.restore(Tabs.self, from: saved, policy: .prefix)
      #expect(try restoration.state == Self.tabs(keeping: kept), "cut at \(cut)")
      #expect(restoration.dropped.count == 1, "cut at \(cut)")
      let damage = try #require(restoration.dropped.first)
      #expect(damage.kind == .malformedJSON)
      #expect(damage.location.elementIndex == kept, "cut at \(cut)")
      #expect(damage.location.jsonPath?.description.hasPrefix("$.state.stacks[1]") == true)
      #expect(damage.description.hasSuffix("; this element and any after it are lost"))
    }
  }

  @Test func aCutInAStackBeforeTheLastIsTheError() throws {
    let cut =
      #"{"v":1,"t":["tab","category"],"state":{"tabs":[[0,"home"],[0,"search"]],"#
      + #""selection":[0,"home"],"stacks":[[[1,"drinks"],[1,"#
    let error = #expect(throws: NavCodingError.self) {
      try registry.restore(Tabs.self, from: data(cut), policy: .prefix)
    }
    #expect(
      error?.description
        == "malformed JSON at $.state.stacks[0][1][1] (byte 122): expected a value, found end of "
        + "input")
  }

  @Test func aCutInTheTopmostPresentationsStackKeepsItsIntactElements() throws {
    let state = SheetsOverTabs(
      base: try Self.tabs(keeping: 0),
      presentations: [
        ModalPresentation(
          .compose, stack: NavPath([Category.desserts, Recipe(id: 7, name: "Tart")]))
      ])
    let whole = text(try registry.encode(state))
    let cut = String(whole.prefix(upTo: try #require(whole.firstRange(of: #"{"id":7"#)).upperBound))
    let restoration = try registry.restore(SheetsOverTabs.self, from: data(cut), policy: .prefix)
    #expect(
      restoration.state
        == SheetsOverTabs(
          base: try Self.tabs(keeping: 0),
          presentations: [ModalPresentation(.compose, stack: NavPath([Category.desserts]))]))
    #expect(restoration.dropped.map(\.location.elementIndex) == [1])
    #expect(
      restoration.dropped.first?.location.jsonPath?.description
        == "$.state.presentations[0].stack[1][1]")
  }

  /// Version 1 tagged categories "cat": the intact elements of the cut stack are migrated like
  /// every other stack, and the restoration reports the step.
  @Test func aCutOlderDocumentKeepsItsMigratedPrefix() throws {
    let schema = NavSchema(version: 2, migrations: [1: [.renameTag("cat", to: "category")]])
    let cut =
      #"{"v":1,"t":["tab","cat","recipe"],"state":{"tabs":[[0,"home"],[0,"search"]],"#
      + #""selection":[0,"home"],"stacks":[[[1,"drinks"]],[[1,"desserts"],[2,{"id":4"#
    let restoration = try appRegistry(schema: schema).restore(
      Tabs.self, from: data(cut), policy: .prefix)
    #expect(try restoration.state == Self.tabs(keeping: 1))
    #expect(restoration.appliedMigrations.map(\.fromVersion) == [1])
    #expect(
      restoration.dropped.map(\.description) == [
        "malformed JSON at element 1 at $.state.stacks[1][1][1] (byte 150): unterminated "
          + "object; this element and any after it are lost"
      ])
  }
}
