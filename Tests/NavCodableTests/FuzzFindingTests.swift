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
            return ids.map { NavDocument.Element(tag: "Swift.Int", payload: $0) }
          }
        ]
      ]))

  /// Found by FuzzJSON: the damaged element of a cut document was numbered in the document as
  /// saved (2) while the restored path, migrated, already held 3 elements.
  @Test func damageAfterAMigrationThatSplitsIsNumberedAfterTheRestoredElements() throws {
    let cut =
      #"{"v":1,"t":["category","pair","recipe"],"stack":[[0,"mains"],[1,[3,4]],[2,{"id":1,"name":"Pi"#
    let restoration = try registry.restore(NavPath.self, from: data(cut), policy: .prefix)
    #expect(restoration.state == NavPath([NavPath.Element(Category.mains), .init(3), .init(4)]))
    #expect(
      restoration.dropped.map(\.description) == [
        "malformed JSON at element 3 at $.stack[2][1].name (byte 89): unterminated string; "
          + "this element and any after it are lost"
      ])
  }

  @Test func typedDamageAfterAMigrationThatSplitsIsNumberedAfterTheRestoredRoutes() throws {
    let cut = #"{"v":1,"t":["pair","Swift.Int"],"stack":[[0,[3,4]],[1,5],[1,"#
    let restoration = try registry.restore(TypedPath<Int>.self, from: data(cut), policy: .prefix)
    #expect(restoration.state == [3, 4, 5])
    #expect(restoration.dropped.map(\.location.elementIndex) == [3])
  }
}

/// Found by the hostile-input table: integers written with a fraction or beyond `Int` were read
/// through `Double`, which rounded them into range.
@Suite struct ExactIntegerTests {
  private let registry = recipesRegistry()

  @Test(
    arguments: [
      ("-9223372036854775809", "number -9223372036854775809 does not fit in Int"),
      ("9007199254740993.0", nil),
      ("-9223372036854775808.5", "number -9223372036854775808.5 does not fit in Int"),
      ("1e2", nil), ("-1.20e1", nil), ("0.0e99999999999999999999", nil), ("-0.0", nil),
      ("1e99999999999999999999", "number 1e99999999999999999999 does not fit in Int"),
      ("1e-99999999999999999999", "number 1e-99999999999999999999 does not fit in Int"),
      ("12345e-3", "number 12345e-3 does not fit in Int"),
    ] as [(String, String?)])
  func integersAreReadExactlyOrRefused(number: String, error: String?) throws {
    let saved = #"{"v":1,"t":["Swift.Int"],"stack":[[0,"# + number + "]]}"
    let outcome = Result { () throws(NavCodingError) in
      try registry.decode(NavPath.self, from: data(saved))
    }
    switch (outcome, error) {
    case (.success(let path), nil):
      #expect(path.last?.value(as: Int.self).map(String.init) == exactIntegerText(number))
    case (.failure(let failure), let error?):
      #expect(
        failure.description == #"payload mismatch at element 0 (tag "Swift.Int") at $[0].payload: "#
          + error)
    default:
      Issue.record("\(number) gave \(outcome)")
    }
  }

  /// The integers the valid numbers above denote, written plainly.
  private func exactIntegerText(_ number: String) -> String {
    ["9007199254740993.0": "9007199254740993", "1e2": "100", "-1.20e1": "-12"][number] ?? "0"
  }
}

/// Found by the hostile-input table: a nested array in SwiftUI's format was reported as
/// exceeding a limit "of 1 levels in a payload", which no limit of the caller's says.
@Suite struct SwiftUINestingTests {
  @Test func aNestedArrayInSwiftUIsFormatIsMalformed() {
    #expect(
      throwsDescription {
        try recipesRegistry().restoreSwiftUIRepresentation(data(#"["Swift.Int",["1"]]"#))
          .state
      } == "malformed JSON at $[1] (byte 13): expected a string, found a nested array or object")
  }
}
