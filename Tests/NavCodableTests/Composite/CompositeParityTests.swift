import Foundation
import NavCodable
import NavCore
import Testing

@testable import NavCodable

/// A whole-app document is read in place (each stack and value decoded where it lies) and, where
/// the in-place reader stops, the general reader goes on; these pin that every built-in state,
/// every transition and an app-defined state read the same through that path as through the
/// general reader alone, under both policies: the same states and drops from the same documents,
/// and the same errors for the same bad documents.
@Suite struct CompositeParityTests {
  typealias Tabs = TabsState<AppTab, NavPath>
  typealias Split = SplitState<Category, Recipe, NavPath>
  typealias TypedSplit = SplitState<Category, Recipe, TypedPath<Route>>

  static let tabs = try! Tabs(
    tabs: [.home, .search, .settings], selection: .search,
    stacks: [[Category.desserts, Recipe(id: 7, name: "Pie")], [], [3, "x"]])
  static let otherTabs = try! Tabs(
    tabs: [.home, .search], selection: .home, stacks: [[Category.desserts], [4]])
  static let split = try! Split(
    layout: .threeColumn, sidebarSelection: .mains, contentSelection: Recipe(id: 1, name: "Soup"),
    detail: [Category.drinks, 5], columnVisibility: .all)
  static let otherSplit = try! Split(
    layout: .threeColumn, sidebarSelection: .mains, contentSelection: nil, detail: [])
  static let typedSplit = try! TypedSplit(
    layout: .twoColumn, sidebarSelection: .desserts, detail: [.detail(2), .detail(3)])
  static let app = AppState(
    base: tabs,
    presentations: [
      ModalPresentation(.compose, style: .sheet, stack: [Category.mains]),
      ModalPresentation(.login, style: .fullScreenCover, stack: []),
    ])
  static let otherApp = AppState(
    base: otherTabs, presentations: [ModalPresentation(.compose, style: .sheet, stack: [])])
  static let inbox = InboxTabs(
    selection: .home, inbox: [Category.desserts, Recipe(id: 7, name: "Pie")], badge: 3,
    sheet: .compose)

  @Test func tabsStates() throws { try checkParity(Self.tabs) }
  @Test func splitStates() throws {
    try checkParity(Self.split)
    try checkParity(Self.typedSplit)
  }
  @Test func presentationStates() throws { try checkParity(Self.app) }
  @Test func appDefinedStates() throws { try checkParity(Self.inbox) }

  @Test func transitions() throws {
    try checkParity(
      PathTransition<NavPath.Element>(popCount: 2, pushed: [NavPath.Element(Category.mains)]))
    try checkParity(Self.tabs.transition(to: Self.otherTabs))
    try checkParity(Self.split.transition(to: Self.otherSplit))
    try checkParity(Self.app.transition(to: Self.otherApp))
  }

  /// Documents the in-place reader takes all of, with whitespace wherever JSON allows it: each
  /// payload decoded once.
  @Test func whitespaceEverywhereKeepsEachElementDecodedOnce() throws {
    var registry = appRegistry()
    registry.register(EnvelopeHandOverTests.Counted.self, tag: "counted")
    let stacks = (0..<3).map { tab in
      NavPath((0..<3).map { EnvelopeHandOverTests.Counted("composite-space/\(tab * 3 + $0)") })
    }
    let state = try Tabs(tabs: [.home, .search, .settings], selection: .home, stacks: stacks)
    let saved = everywhereSpaced(text(try registry.encode(state))) + "\n"
    #expect(try registry.decode(Tabs.self, from: data(saved)) == state)
    #expect(
      EnvelopeHandOverTests.Counted.decodes(of: "composite-space", count: 9)
        == Array(repeating: 1, count: 9))
  }

  /// Where the in-place reader stops, at an element that does not decode, the general reader
  /// goes on from there: the elements before it, in every stack, are decoded once.
  @Test func theGeneralReaderGoesOnFromWhereTheInPlaceReaderStopped() throws {
    var registry = appRegistry()
    registry.register(EnvelopeHandOverTests.Counted.self, tag: "counted")
    let name = "composite-stop"
    let stacks = (0..<3).map { tab in
      NavPath(
        (0..<3).map { index in
          EnvelopeHandOverTests.Counted(
            tab == 2 && index == 2 ? "\(name)/bad" : "\(name)/\(tab * 3 + index)")
        })
    }
    let state = try Tabs(tabs: [.home, .search, .settings], selection: .home, stacks: stacks)
    let restoration = try registry.restore(
      Tabs.self, from: registry.encode(state), policy: .prefix)
    #expect(restoration.state.stacks.map(\.count) == [3, 3, 2])
    #expect(restoration.dropped.map(\.location.elementIndex) == [2])
    #expect(
      EnvelopeHandOverTests.Counted.decodes(of: name, count: 8) == Array(repeating: 1, count: 8))
  }

  /// The in-place reader decodes each element as it reads it, before the rest of the document
  /// is read: a document cut in its last stack has decoded the stacks before the cut (the
  /// general reader alone decodes none of a document that is not JSON).
  @Test func elementsAreDecodedAsTheyAreRead() throws {
    var registry = appRegistry()
    registry.register(EnvelopeHandOverTests.Counted.self, tag: "counted")
    let name = "composite-read"
    let stacks = (0..<2).map { tab in
      NavPath((0..<2).map { EnvelopeHandOverTests.Counted("\(name)/\(tab * 2 + $0)") })
    }
    let state = try Tabs(tabs: [.home, .search], selection: .home, stacks: stacks)
    let saved = text(try registry.encode(state))
    let cut = String(saved[..<saved.range(of: "\(name)/3")!.lowerBound])
    #expect(throws: NavCodingError.self) { try registry.decode(Tabs.self, from: data(cut)) }
    #expect(EnvelopeHandOverTests.Counted.decodes(of: name, count: 4) == [1, 1, 1, 0])
  }

  /// Checks that `state`'s document and many variants of it read the same both ways.
  private func checkParity<State: NavSavableState & Equatable>(_ state: State) throws {
    let registry = appRegistry()
    let canonical = text(try registry.encode(state))
    #expect(try registry.decode(State.self, from: data(canonical)) == state)
    var documents = [
      canonical, spaced(canonical), everywhereSpaced(canonical), canonical + "\n",
      canonical.replacing(#""state":{"#, with: #""state":{"unknown":0,"#),
      String(canonical.dropLast()) + #","unknown":0}"#,
      String(canonical.dropLast(2)) + #","unknown":0}}"#,
      String(canonical.dropLast(2)) + "}}}", canonical.replacing(#""v":1"#, with: #""v":7"#),
    ]
    let bytes = Array(canonical.utf8)
    for offset in bytes.indices {
      // Cut, deleted, and replaced by what changes a type, a tag, a member or the structure.
      documents.append(String(decoding: bytes[..<offset], as: UTF8.self))
      var deleted = bytes
      deleted.remove(at: offset)
      documents.append(String(decoding: deleted, as: UTF8.self))
      for replacement in Array(#"x0,]}""#.utf8) where bytes[offset] != replacement {
        var replaced = bytes
        replaced[offset] = replacement
        documents.append(String(decoding: replaced, as: UTF8.self))
      }
    }
    let limits = [
      NavDecodingLimits(), NavDecodingLimits(maxElementCount: 1),
      NavDecodingLimits(maxNestingDepth: 0),
    ]
    for (index, document) in documents.enumerated() {
      // Each limit on the documents above; the variants at each byte under the default limits.
      for limit in index < 9 ? limits : [NavDecodingLimits()] {
        for policy in [NavDecodingPolicy.strict, .prefix] {
          let fast = outcome {
            () throws(NavCodingError) in
            try registry.restore(State.self, from: data(document), policy: policy, limits: limit)
          }
          let general = outcome {
            () throws(NavCodingError) in
            try registry.restoreGenerally(
              State.self, from: data(document), policy: policy, limits: limit)
          }
          #expect(fast == general, "\(policy) \(limit.maxElementCount): \(document)")
        }
      }
    }
  }

  /// The outcome of a restoration: its state and drops, or its error.
  private func outcome<State: Equatable>(
    _ restore: () throws(NavCodingError) -> NavRestoration<State>
  ) -> Outcome<State> {
    do throws(NavCodingError) {
      let restoration = try restore()
      return .restored(restoration.state, restoration.dropped.map(\.description))
    } catch {
      return .failed(error.description)
    }
  }

  private enum Outcome<State: Equatable>: Equatable {
    case restored(State, [String])
    case failed(String)
  }
}
