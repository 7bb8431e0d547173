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

  /// Elements built by hand with a tag table are refused when a tag is not in the table, and
  /// read back equal, table and all, when every tag is.
  @Test(arguments: seeds)
  func anyHandBuiltDocumentIsRefusedOrReadsBackEqual(seed: UInt64) throws {
    var generator = JSONValueGenerator(seed: seed)
    let tags = (0..<Int.random(in: 0...3, using: &generator.random)).map { "t\($0)" }.shuffled(
      using: &generator.random)
    let elements = generator.elements(tags: ["t0", "t1", "t2", "t-1"])
    guard elements.allSatisfy({ tags.contains($0.tag) }) else {
      #expect(throws: NavCodingError.self) { try NavDocument(tags: tags, root: .stack(elements)) }
      return
    }
    let document = try NavDocument(tags: tags, root: .stack(elements))
    let read = try NavDocument(jsonBytes: document.jsonBytes)
    #expect(read == document)
    #expect(read.tags == tags)
    #expect(read.elements == elements)
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
