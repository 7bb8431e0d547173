import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Migrations that throw or produce what the registry cannot read, each with the exact error:
/// a failed migration refuses the whole document under both policies.
@Suite struct HostileMigrationTests {
  private struct StepFailure: Error, CustomStringConvertible {
    var description: String { "the step gave up" }
  }

  /// A registry at version 2 whose only step from version 1 is `step`.
  private static func registry(_ step: NavMigration) -> NavTypeRegistry {
    recipesRegistry(
      schema: NavSchema(version: 2, migrations: [1: [.renameTag("x", to: "y"), step]]))
  }

  private static let version1 =
    #"{"v":1,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#

  static let cases: [(String, NavMigration, String)] = [
    (
      "a step that throws another error",
      .custom("give up") { _ in throw StepFailure() },
      "migration failed: step 2 (give up) from version 1 to 2: the step gave up"
    ),
    (
      "a member added to a payload that is not an object",
      .addMember("size", value: 1, inTag: "category"),
      #"migration failed: step 2 (add member "size" in tag "category") from version 1 to 2: "#
        + #"expected an object, found string "mains""#
    ),
    (
      "a split that throws",
      .splitElements(withTag: "recipe") { _ in throw StepFailure() },
      #"migration failed: step 2 (split elements with tag "recipe") from version 1 to 2: "#
        + "the step gave up"
    ),
    (
      "an update that throws",
      .updatePayloads(ofTag: "recipe") { _ in throw StepFailure() },
      #"migration failed: step 2 (update payloads of tag "recipe") from version 1 to 2: "#
        + "the step gave up"
    ),
  ]

  @Test(arguments: cases)
  func aThrowingStepRefusesTheDocumentUnderBothPolicies(
    name: String, step: NavMigration, error: String
  ) {
    let registry = Self.registry(step)
    for policy in [NavDecodingPolicy.strict, .prefix] {
      #expect(
        throwsDescription {
          try registry.restore(NavPath.self, from: data(Self.version1), policy: policy)
        }
          == error)
    }
  }

  @Test func aStepThatWritesAnUnknownTagDropsFromThereUnderThePrefixPolicy() throws {
    let registry = Self.registry(.renameTag("recipe", to: "dish"))
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(Self.version1)) }
        == #"unknown tag at element 1 (tag "dish") at $[1].tag: no type is registered under this tag"#
    )
    let restoration = try registry.restore(NavPath.self, from: data(Self.version1), policy: .prefix)
    #expect(restoration.state == NavPath([NavPath.Element(Category.mains)]))
    #expect(restoration.dropped.map(\.kind) == [.unknownTag])
  }

  @Test func aVersionWithoutStepsIsUnsupported() {
    let registry = recipesRegistry(schema: NavSchema(version: 3, migrations: [2: []]))
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(Self.version1)) }
        == "unsupported version at $.v: no migration from version 1 to 2 (document version 1)"
    )
  }
}
