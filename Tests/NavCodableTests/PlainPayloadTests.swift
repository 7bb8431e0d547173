import Foundation
import NavCore
import Testing

@testable import NavCodable

/// On the canonical path, a payload that is a plain object (no whitespace, ASCII strings without
/// escape sequences, at most 16 members per object) is decoded where it lies in the input, with
/// no tree built. These pin that it decodes exactly as the general reader decodes the same
/// payload (the document with a space after every comma and colon, which only the general
/// reader reads), that the shortcut takes it, and that nothing kept from it outlives the input.
@Suite struct PlainPayloadTests {
  /// A payload type that reads every kind of member, nested and optional.
  struct Profile: Codable, Hashable, Sendable {
    var id: Int
    var name: String
    var score: Double
    var small: Int8
    var wide: UInt64
    var active: Bool
    var tags: [String]
    var recipe: Recipe?
    var note: String?
    var address: URL?
  }

  /// A payload type that reads its object through every keyed-container operation.
  struct Probe: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey { case id, name, inner, list, missing }
    enum InnerKeys: String, CodingKey { case value }
    var keys: [String]
    var hasMissing: Bool
    var isNameNull: Bool
    var name: String?
    var inner: Int?
    var list: [Int]
    var superID: Int?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      keys = container.allKeys.map(\.stringValue).sorted()
      hasMissing = container.contains(.missing)
      isNameNull = try container.decodeNil(forKey: .name)
      name = try container.decodeIfPresent(String.self, forKey: .name)
      if container.contains(.inner) {
        inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
          .decode(Int.self, forKey: .value)
      }
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      self.list = []
      while !list.isAtEnd { self.list.append(try list.decode(Int.self)) }
      superID = try? container.superDecoder(forKey: .id).singleValueContainer().decode(Int.self)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(superID, forKey: .id)
      try container.encodeIfPresent(name, forKey: .name)
      try container.encode(list, forKey: .list)
    }
  }

  /// A payload type whose member name is not ASCII: the Kelvin sign, which a string comparison
  /// finds equal to the letter K.
  struct Kelvin: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey { case degrees = "\u{212A}" }
    var degrees: Int
  }

  private func registry() -> NavTypeRegistry {
    var registry = recipesRegistry()
    registry.register(Profile.self, tag: "profile")
    registry.register(Probe.self, tag: "probe")
    registry.register(Kelvin.self, tag: "kelvin")
    return registry
  }

  @Test(arguments: [#"{"K":1}"#, #"{"k":1}"#, #"{"\u212A":1}"#, #"{"x":1,"K":2}"#])
  func aNameThatIsNotASCIIIsFoundAsOnTheTree(payload: String) {
    let registry = registry()
    let (canonical, spaced) = documents("kelvin", payload)
    #expect(outcome(registry, canonical) == outcome(registry, spaced))
  }

  /// The document holding `payload` under `tag`, canonical, and spaced (its payload then read as
  /// a tree, not in place).
  private func documents(_ tag: String, _ payload: String) -> (canonical: Data, spaced: Data) {
    let canonical = #"{"v":1,"t":[""# + tag + #""],"stack":[[0,"# + payload + "]]}"
    return (data(canonical), data(spaced(canonical)))
  }

  /// What decoding a document gave: the path, or the error's description without its byte
  /// offset (spacing a document moves its bytes).
  private func outcome(_ registry: NavTypeRegistry, _ document: Data) -> String {
    do throws(NavCodingError) {
      return "\(try registry.decode(NavPath.self, from: document))"
    } catch {
      return "error: \(error)".replacing(/\s\(byte \d+\)/, with: "")
    }
  }

  private static let profile =
    #"{"id":7,"name":"Ada","score":1.5,"small":-8,"wide":18446744073709551615,"active":true,"#
    + #""tags":["a","b"],"recipe":{"id":3,"name":"Pie"},"note":null,"address":"https://x.org/a"}"#

  @Test(arguments: [
    profile,
    // Members in another order, unknown members, and optional members left out.
    #"{"tags":[],"active":false,"wide":0,"small":0,"score":0,"name":"","id":0,"extra":{"a":[1]}}"#,
    // Integers at and past the edges of the fast read, and numbers written otherwise.
    #"{"id":-0,"name":"a","score":1e2,"small":127,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":999999999999999999,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":9223372036854775807,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":-9223372036854775808,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":9223372036854775808,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1.0,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":12e1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1.5,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"name":"a","score":0,"small":128,"wide":1,"active":true,"tags":[]}"#,
    // Wrong kinds, missing members, null where a value is needed.
    #"{"id":"1","name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"name":2,"score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":null,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":1,"tags":[]}"#,
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":{}}"#,
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[],"recipe":[]}"#,
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[],"address":1}"#,
    // Not plain, so read as a tree: escapes, text beyond ASCII, in values and in names.
    #"{"id":1,"name":"\u0041da","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"name":"Adé","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"i\u0064":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    // Duplicate names, first-level and nested, are malformed whichever reader meets them.
    #"{"id":1,"id":2,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[]}"#,
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[],"recipe":{"id":1,"id":1,"name":"a"}}"#,
    // More members than a plain object has.
    #"{"id":1,"name":"a","score":0,"small":1,"wide":1,"active":true,"tags":[],"a":0,"b":0,"c":0,"d":0,"e":0,"f":0,"g":0,"h":0,"i":0}"#,
    // Malformed inside the payload.
    #"{"id":1,"name":"a",}"#,
    #"{"id":01,"name":"a"}"#,
    #"{"id":1,"name":"a"#,
    #"{"id":1,"name":"a\u0001"}"#,
    #"{"id":tru,"name":"a"}"#,
    #"{}"#,
  ])
  func payloadsReadInPlaceDecodeAsTheirTrees(payload: String) {
    let registry = registry()
    let (canonical, spaced) = documents("profile", payload)
    #expect(outcome(registry, canonical) == outcome(registry, spaced))
  }

  @Test(arguments: [
    #"{"id":4,"name":"Ada","inner":{"value":9},"list":[1,2,3]}"#,
    #"{"id":4,"name":null,"list":[]}"#,
    #"{"name":"Ada","missing":1,"list":[0]}"#,
    #"{"id":4,"inner":{"value":"9"},"list":[]}"#,
    #"{"id":4,"inner":[],"list":[]}"#,
    #"{"id":4,"list":{}}"#,
  ])
  func everyContainerOperationReadsInPlaceAsOnTheTree(payload: String) {
    let registry = registry()
    let (canonical, spaced) = documents("probe", payload)
    #expect(outcome(registry, canonical) == outcome(registry, spaced))
  }

  @Test func randomProfilesDecodeTheSameEitherWay() throws {
    let registry = registry()
    var generator = SplitMix64(seed: 61)
    for _ in 0..<200 {
      func word() -> String {
        String(
          (0..<Int.random(in: 0...12, using: &generator)).map { _ in
            "abcdefghijklmnopqrstuvwxyzABC0123456789 -_.:/#".randomElement(using: &generator)!
          })
      }
      let profile = Profile(
        id: Int.random(in: Int.min...Int.max, using: &generator),
        name: word(), score: Double.random(in: -1e6...1e6, using: &generator),
        small: Int8.random(in: Int8.min...Int8.max, using: &generator),
        wide: UInt64.random(in: 0...UInt64.max, using: &generator),
        active: Bool.random(using: &generator), tags: (0..<3).map { _ in word() },
        recipe: Bool.random(using: &generator)
          ? Recipe(id: Int.random(in: -99...99, using: &generator), name: word()) : nil,
        note: Bool.random(using: &generator) ? word() : nil,
        address: Bool.random(using: &generator) ? URL(string: "https://x.org/\(word())") : nil)
      let path = NavPath([profile, Recipe(id: 1, name: word())])
      let canonical = try registry.encode(path)
      #expect(try registry.decode(NavPath.self, from: canonical) == path)
      #expect(try registry.decode(NavPath.self, from: data(spaced(text(canonical)))) == path)
    }
  }

  /// The payloads the canonical reader hands over in place, and those it parses into a tree.
  @Test(arguments: [
    (#"{"id":1,"name":"Pie"}"#, true),
    (#"{"a":{"b":[1,{"c":null}]},"d":-1.5e3}"#, true),
    (#"{}"#, true),
    (#"{"id":1, "name":"Pie"}"#, false),
    (#"{"name":"P\"ie"}"#, false),
    (#"{"name":"Pié"}"#, false),
    (#"{"a":1,"a":2}"#, false),
    (#""Pie""#, false),
    (#"[1,2]"#, false),
    (#"12"#, false),
  ])
  func plainObjectsAreHandedOverInPlace(payload: String, isInPlace: Bool) {
    var document = #"{"v":1,"t":["recipe"],"stack":[[0,"# + payload + "]]}"
    var kinds: [Bool] = []
    let reading = document.withUTF8 { utf8 in
      JSONParser.readEnvelope(
        UnsafeRawBufferPointer(utf8), maxDepth: 67, objectsInPlace: true,
        version: { _ in true }, tag: { _ in true },
        element: { _, payload in
          if case .plain = payload { kinds.append(true) } else { kinds.append(false) }
          return true
        })
    }
    // A malformed payload ends the reading before its element: only duplicates here.
    #expect(kinds == (payload == #"{"a":1,"a":2}"# ? [] : [isInPlace]))
    #expect((reading.resume == .complete) == (payload != #"{"a":1,"a":2}"#))
  }

  /// A container kept beyond the read finds no bytes: it reads as an empty object, never the
  /// freed input.
  @Test func aContainerKeptBeyondTheReadFindsNoBytes() throws {
    let keeper = ContainerKeeper.shared
    var registry = NavTypeRegistry()
    registry.register(Keeping.self, tag: "keeping")
    let document = data(#"{"v":1,"t":["keeping"],"stack":[[0,{"id":5}]]}"#)
    let path = try registry.decode(NavPath.self, from: document)
    #expect(path == NavPath([Keeping(id: 5)]))
    let kept = try #require(keeper.container)
    #expect(!kept.contains(.id))
    #expect(throws: DecodingError.self) { try kept.decode(Int.self, forKey: .id) }
  }

  /// Every byte that ends a string's plain run, found eight bytes at a time, is the first one a
  /// byte-by-byte scan finds.
  @Test func plainRunsEndWhereAByteByByteScanEnds() {
    var generator = SplitMix64(seed: 8)
    let specials: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x7F, 0x80, 0xFF, 0x5B, 0x5D]
    for _ in 0..<5_000 {
      let count = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<count).map { _ in
        Int.random(in: 0..<4, using: &generator) == 0
          ? specials.randomElement(using: &generator)!
          : UInt8.random(in: 0x23...0x7E, using: &generator)
      }
      let start = Int.random(in: 0...count, using: &generator)
      for stopsAtNonASCII in [false, true] {
        let expected =
          bytes[start...].firstIndex {
            $0 == 0x22 || $0 == 0x5C || $0 < 0x20 || (stopsAtNonASCII && $0 >= 0x80)
          } ?? count
        let found = bytes.withUnsafeBytes {
          $0.endOfPlainRun(from: start, stopsAtNonASCII: stopsAtNonASCII)
        }
        #expect(found == expected, "\(bytes) from \(start)")
      }
    }
  }
}

/// A payload type that keeps its container, as no payload should.
private struct Keeping: Codable, Hashable, Sendable {
  enum CodingKeys: String, CodingKey { case id }
  var id: Int

  init(id: Int) {
    self.id = id
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    ContainerKeeper.shared.container = container
  }
}

/// Where ``Keeping`` leaves its container.
private final class ContainerKeeper: @unchecked Sendable {
  static let shared = ContainerKeeper()
  private let lock = NSLock()
  private var kept: KeyedDecodingContainer<Keeping.CodingKeys>?

  var container: KeyedDecodingContainer<Keeping.CodingKeys>? {
    get { lock.withLock { kept } }
    set { lock.withLock { kept = newValue } }
  }
}
