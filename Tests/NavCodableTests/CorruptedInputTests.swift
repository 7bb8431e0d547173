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
    let swiftUI = try registry.encodeSwiftUIRepresentation(
      registry.decode(NavPath.self, from: valid))
    var outcomes = Set<String>()
    for _ in 0..<300 {
      let document = Data(mutate(Array(valid), using: &random))
      for policy in [NavDecodingPolicy.strict, .prefix] {
        do {
          let restoration = try registry.restore(NavPath.self, from: document, policy: policy)
          #expect(restoration.state.count <= 5)
          outcomes.insert("decoded")
        } catch {
          outcomes.insert(error.kind.description)
        }
      }
      let foreign = Data(mutate(Array(swiftUI), using: &random))
      _ = try? registry.restoreSwiftUIRepresentation(foreign, policy: .prefix)
    }
    #expect(outcomes.contains("malformedJSON"))
  }
}

@Suite struct TruncatedDocumentTests {
  private let registry = recipesRegistry()
  private let path = NavPath([
    NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 1, name: "Pie")),
    NavPath.Element(Route.detail(4)), NavPath.Element(7),
  ])

  @Test func prefixRestoresTheElementsBeforeTheCut() throws {
    let saved = text(try registry.encode(path))
    let range = try #require(saved.firstRange(of: "_0"))
    let cut = String(saved[..<range.lowerBound])
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(cut)) }
        == "malformed JSON at $.stack[2][1].detail (byte 114): unterminated string")
    let restoration = try registry.restore(NavPath.self, from: data(cut), policy: .prefix)
    #expect(restoration.state == NavPath(path.prefix(2)))
    #expect(
      restoration.dropped.map(\.description) == [
        "malformed JSON at element 2 at $.stack[2][1].detail (byte 114): "
          + "unterminated string; this element and any after it are lost"
      ])
  }

  /// Cuts inside `elements` restore a prefix; cuts in the header, or of the closing brace alone
  /// (after `elements`), are errors.
  @Test func everyCutRestoresAPrefixOrFailsClearly() throws {
    let saved = Array(try registry.encode(path))
    let headerLength = Array(
      #"{"v":1,"t":["category","recipe","route","Swift.Int"],"stack":["#.utf8
    ).count
    for length in 0..<saved.count {
      let cut = Data(saved[..<length])
      do {
        let restoration = try registry.restore(NavPath.self, from: cut, policy: .prefix)
        #expect(length >= headerLength && length < saved.count - 1)
        #expect(Array(restoration.state) == Array(path.prefix(restoration.state.count)))
        #expect(restoration.dropped.count == 1)
        let typed = try registry.restore(TypedPath<Route>.self, from: cut, policy: .prefix)
        #expect(typed.state.isEmpty)
      } catch {
        #expect(length < headerLength || length == saved.count - 1)
        #expect(error.kind == .malformedJSON)
      }
    }
  }
}
