import NavCodable
import NavCore
import Testing

/// Whatever the API builds, NavCodable writes bytes that read back equal: values, documents of
/// both roots, and the elements a registry decodes from a document.
@Suite struct WriteReadPropertyTests {
  static let seeds: [UInt64] = Array(1...300)

  @Test(arguments: seeds)
  func anyValueReadsBackEqual(seed: UInt64) throws {
    var generator = JSONValueGenerator(seed: seed)
    let value = generator.value(depth: 4)
    #expect(try NavJSONValue(jsonBytes: value.jsonBytes) == value, "\(value)")
  }

  @Test(arguments: seeds)
  func anyDocumentReadsBackEqual(seed: UInt64) throws {
    var generator = JSONValueGenerator(seed: seed)
    let elements = generator.elements(tags: ["json", generator.string(), "\u{E9}"])
    let stack = NavDocument(
      version: Int(bitPattern: UInt(generator.random.next())), elements: elements)
    let readStack = try NavDocument(jsonBytes: stack.jsonBytes)
    #expect(readStack == stack)
    #expect(readStack.elements == elements)
    let state = try NavDocument(tags: stack.tags, root: .state(generator.value(depth: 4)))
    #expect(try NavDocument(jsonBytes: state.jsonBytes) == state)
  }

  /// Pairs built by hand are refused when their position is not one of the tags', and read back
  /// equal when it is.
  @Test(arguments: seeds)
  func anyHandBuiltDocumentIsRefusedOrReadsBackEqual(seed: UInt64) throws {
    var generator = JSONValueGenerator(seed: seed)
    let tags = (0..<Int.random(in: 0...3, using: &generator.random)).map { "t\($0)" }
    let pairs = (0..<Int.random(in: 0...4, using: &generator.random)).map { _ in
      NavDocument.Pair(
        tagPosition: Int.random(in: -1...3, using: &generator.random),
        payload: generator.value(depth: 2))
    }
    let valid = pairs.allSatisfy { tags.indices.contains($0.tagPosition) }
    guard valid else {
      #expect(throws: NavCodingError.self) { try NavDocument(tags: tags, root: .stack(pairs)) }
      return
    }
    let document = try NavDocument(tags: tags, root: .stack(pairs))
    #expect(try NavDocument(jsonBytes: document.jsonBytes) == document)
    #expect(document.elements?.map(\.tag) == pairs.map { tags[$0.tagPosition] })
  }

  /// A registry decodes a document of payloads to exactly those payloads, fast path or not, and
  /// writes and reads a document embedded in a route through `encode(to:)` and `init(from:)`.
  @Test(arguments: seeds)
  func anyDocumentDecodesToExactlyItsElements(seed: UInt64) throws {
    var registry = NavTypeRegistry()
    registry.register(NavJSONValue.self, tag: "json")
    registry.register(NavDocument.self, tag: "document")
    var generator = JSONValueGenerator(seed: seed)
    let elements = generator.elements(tags: ["json"])
    let document = NavDocument(elements: elements)
    let path = try registry.decode(NavPath.self, from: document.jsonBytes)
    #expect(path.map { $0.value(as: NavJSONValue.self) } == elements.map(\.payload))
    let embedded = try registry.decode(NavPath.self, from: registry.encode(NavPath([document])))
    #expect(embedded.first?.value(as: NavDocument.self) == document)
  }
}
