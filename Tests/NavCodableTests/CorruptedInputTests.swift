import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Corrupted documents, made by seeded mutations of valid ones: decoding never traps.
@Suite struct CorruptedInputTests {
  private static let mutations: [UInt8] =
    Array(#"{}[]",:0123456789-+.eEtrufalsn\ "#.utf8) + [0, 0xFF]

  private func mutate(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
      let index = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: bytes.remove(at: index)
      case 1: bytes.insert(Self.mutations.randomElement(using: &random) ?? 0, at: index)
      case 2: bytes[index] = Self.mutations.randomElement(using: &random) ?? 0
      default: bytes.removeSubrange(index...)
      }
    }
    return bytes
  }

  @Test(arguments: 0..<8)
  func mutatedDocumentsNeverTrap(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let registry = recipesRegistry()
    let valid = try registry.encode(
      NavPath([
        NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 1, name: "Pie \u{1F967}")),
        NavPath.Element(Route.detail(-4)), NavPath.Element(2.5), NavPath.Element("x"),
      ]))
    let swiftUI = try registry.encodeSwiftUIRepresentation(registry.decodePath(from: valid))
    var outcomes = Set<String>()
    for _ in 0..<300 {
      let document = Data(mutate(Array(valid), using: &random))
      for policy in [NavDecodingPolicy.strict, .prefix] {
        do {
          let restoration = try registry.decodePath(from: document, policy: policy)
          #expect(restoration.path.count <= 5)
          outcomes.insert("decoded")
        } catch {
          outcomes.insert(error.kind.description)
        }
      }
      let foreign = Data(mutate(Array(swiftUI), using: &random))
      _ = try? registry.decodePath(fromSwiftUIRepresentation: foreign, policy: .prefix)
    }
    #expect(outcomes.contains("malformed JSON"))
  }
}
