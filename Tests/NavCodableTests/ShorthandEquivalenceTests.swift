import Foundation
import NavCodable
import NavCore
import Testing

/// `decode` is exactly `restore(_:from:policy: .strict, limits:).state`, and `encodeElement` is
/// exactly `encode(NavPath([value]))` with the element's index in errors, as their reference
/// docs say.
@Suite struct ShorthandEquivalenceTests {
  /// At version 2, with documents of version 1 saved under the tag `cat`.
  private let registry = appRegistry(
    schema: NavSchema(version: 2, migrations: [1: [.renameTag("cat", to: "category")]]))

  /// Documents that decode, migrate, or fail at each stage of reading.
  private static let documents = [
    #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":7,"name":"Pie"}]]}"#,
    #"{"v":1,"t":["cat"],"stack":[[0,"mains"]]}"#,
    #"{"v":2,"t":["dessert"],"stack":[[0,"tart"]]}"#,
    #"{"v":2,"t":["recipe"],"stack":[[0,{"id":"x","name":"Pie"}]]}"#,
    #"{"v":3,"t":[],"stack":[]}"#,
    #"{"v":2,"t":["category"],"stack":[[0,"mains"],[0,"drinks"],[0,"desserts"]]}"#,
    #"{"v":2,"t":[],"stack":[[0,"#,
    #"{"v":2,"t":[],"state":{"pop":0,"pushed":[]}}"#,
  ]

  /// Bounds that the three-element document exceeds.
  private static let limits = NavDecodingLimits(maxElementCount: 2)

  /// The documents reach each stage: two decode, and each other fails with its own kind.
  @Test func theDocumentsCoverEachOutcome() {
    let kinds = Self.documents.map { document in
      decodingKind { () throws(NavCodingError) in
        try registry.decode(NavPath.self, from: data(document), limits: Self.limits)
      }
    }
    #expect(
      kinds == [
        nil, nil, .unknownTag, .payloadMismatch, .unsupportedVersion, .limitExceeded,
        .malformedJSON, .malformedJSON,
      ])
  }

  @Test(arguments: documents)
  func decodingBytesIsRestoringThemStrictly(document: String) {
    let decoded = outcome { () throws(NavCodingError) in
      try registry.decode(NavPath.self, from: data(document), limits: Self.limits)
    }
    let restored = outcome { () throws(NavCodingError) in
      try registry.restore(
        NavPath.self, from: data(document), policy: .strict, limits: Self.limits
      ).state
    }
    #expect(decoded == restored)
  }

  @Test(arguments: documents)
  func decodingADocumentIsRestoringItStrictly(document: String) throws {
    // The document read without a registry, when it can be.
    guard let read = try? NavDocument(jsonBytes: data(document)) else { return }
    let decoded = outcome { () throws(NavCodingError) in
      try registry.decode(NavPath.self, from: read, limits: Self.limits)
    }
    let restored = outcome { () throws(NavCodingError) in
      try registry.restore(NavPath.self, from: read, policy: .strict, limits: Self.limits).state
    }
    #expect(decoded == restored)
  }

  @Test func decodingAStateIsRestoringItStrictly() throws {
    let tabs = try TabsState<AppTab, NavPath>(
      tabs: AppTab.allCases, selection: .search,
      stacks: [NavPath(), NavPath([Category.mains]), NavPath()])
    let saved = try registry.encode(AppState(base: tabs))
    let broken = data(text(saved).replacingOccurrences(of: #""mains""#, with: "7"))
    #expect(
      decodingKind { () throws(NavCodingError) in try registry.decode(AppState.self, from: broken) }
        != nil)
    for bytes in [saved, broken] {
      #expect(
        outcome { () throws(NavCodingError) in try registry.decode(AppState.self, from: bytes) }
          == outcome { () throws(NavCodingError) in
            try registry.restore(AppState.self, from: bytes, policy: .strict).state
          })
    }
  }

  @Test func encodingAnElementIsEncodingAPathOfIt() throws {
    let values: [any Hashable & Sendable] = [
      Category.mains, Recipe(id: 42, name: "Pie"), Route.detail(3), 5, "text",
    ]
    for value in values {
      #expect(try registry.encodeElement(value, at: 3) == registry.encode(NavPath([value])))
    }
    // The same error, at the element's index rather than 0.
    #expect(
      throwsDescription { try registry.encodeElement(Secret(code: 1), at: 0) }
        == throwsDescription { try registry.encode(NavPath([Secret(code: 1)])) })
    #expect(
      throwsDescription { try registry.encodeElement(Secret(code: 1), at: 2) }
        == throwsDescription { try registry.encode(NavPath([Secret(code: 1)])) }?
        .replacingOccurrences(of: "element 0 at $[0]", with: "element 2 at $[2]"))
  }
}

/// The state a body returns, or the error it throws.
private func outcome<State>(_ body: () throws(NavCodingError) -> State) -> Result<
  State, NavCodingError
> {
  do { return .success(try body()) } catch { return .failure(error) }
}

/// The kind of the error a body throws, or `nil` when it succeeds.
private func decodingKind<State>(_ body: () throws(NavCodingError) -> State)
  -> NavCodingError.Kind?
{
  do {
    _ = try body()
    return nil
  } catch { return error.kind }
}
