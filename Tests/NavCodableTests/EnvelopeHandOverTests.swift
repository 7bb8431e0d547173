import Foundation
import NavCodable
import NavCore
import Synchronization
import Testing

/// The envelope reader decodes each element of a stack as it reads it and, where it stops, the
/// general reader goes on from that element: no element is decoded twice, and whitespace
/// anywhere JSON allows it keeps a document on the fast path.
@Suite struct EnvelopeHandOverTests {
  /// A payload that counts how many times each of its values is decoded, per test document: its
  /// payload is `"<document>/<index>"`.
  struct Counted: Codable, Hashable, Sendable {
    static let decodes = Mutex<[String: Int]>([:])
    var key: String

    init(_ key: String) { self.key = key }

    init(from decoder: any Decoder) throws {
      key = try String(from: decoder)
      guard !key.hasSuffix("/bad") else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "bad"))
      }
      Self.decodes.withLock { $0[key, default: 0] += 1 }
    }

    func encode(to encoder: any Encoder) throws { try key.encode(to: encoder) }

    /// How many times the elements of `document` were decoded, by index.
    static func decodes(of document: String, count: Int) -> [Int] {
      decodes.withLock { decodes in (0..<count).map { decodes["\(document)/\($0)", default: 0] } }
    }
  }

  private func registry() -> NavTypeRegistry {
    var registry = NavTypeRegistry()
    registry.register(Counted.self, tag: "counted")
    return registry
  }

  /// The document of `count` counted elements named after `name`, the last `bad` when asked.
  private func document(_ name: String, count: Int, bad: Bool = false) throws -> String {
    let path = NavPath(
      (0..<count).map { index in
        Counted(bad && index == count - 1 ? "\(name)/bad" : "\(name)/\(index)")
      })
    return text(try registry().encode(path))
  }

  @Test func aTrailingNewlineDecodesEachElementOnce() throws {
    let saved = try document("newline", count: 4) + "\n"
    let path = try registry().decode(NavPath.self, from: data(saved))
    #expect(path.count == 4)
    #expect(Counted.decodes(of: "newline", count: 4) == [1, 1, 1, 1])
  }

  @Test func whitespaceDecodesEachElementOnce() throws {
    // Between elements only, and wherever JSON allows it.
    let between = try document("between", count: 3).replacing("],[", with: "] ,\n\t[")
    let everywhere = try document("everywhere", count: 3)
      .replacing("],[", with: "] ,\n\t[").replacing("[[", with: "[ [")
      .replacing(#"{"v":"#, with: #" { "v" : "#).replacing(#""t":"#, with: #" "t" :"#)
    for (name, saved) in [("between", between), ("everywhere", everywhere)] {
      let path = try registry().decode(NavPath.self, from: data(saved))
      #expect(path.count == 3)
      #expect(Counted.decodes(of: name, count: 3) == [1, 1, 1], "\(saved)")
    }
  }

  /// Under the prefix policy, the elements below one that does not decode are kept as the
  /// envelope reader decoded them, not decoded again by the general reader.
  @Test func theGeneralReaderGoesOnFromTheElementWhereTheEnvelopeReaderStopped() throws {
    let saved = try document("prefix", count: 4, bad: true)
    let restoration = try registry().restore(NavPath.self, from: data(saved), policy: .prefix)
    #expect(restoration.state.count == 3)
    #expect(restoration.dropped.map(\.location.elementIndex) == [3])
    #expect(Counted.decodes(of: "prefix", count: 3) == [1, 1, 1])
  }

  /// A document cut inside its stack keeps the elements before the cut, each decoded once, and
  /// names the lost element by its index in the whole stack.
  @Test func aCutDocumentKeepsWhatTheEnvelopeReaderDecoded() throws {
    let whole = try document("cut", count: 3) + "\n"
    let saved = String(whole.dropLast(8))
    let restoration = try registry().restore(NavPath.self, from: data(saved), policy: .prefix)
    #expect(restoration.state == NavPath([Counted("cut/0"), Counted("cut/1")]))
    #expect(restoration.dropped.map(\.location.elementIndex) == [2])
    #expect(Counted.decodes(of: "cut", count: 2) == [1, 1])
  }

  /// After a hand-over, the general reader names elements by their index in the whole stack.
  @Test func errorsAfterAHandOverNameTheElementsIndex() throws {
    let saved = try document("strict", count: 3, bad: true)
    #expect(
      throwsDescription { try registry().decode(NavPath.self, from: data(saved)) }?
        .hasPrefix("payload mismatch at element 2") == true)
    let misplaced = try document("shape", count: 3).replacing(#"[0,"shape/2"]"#, with: "[0]")
    #expect(
      throwsDescription { try registry().decode(NavPath.self, from: data(misplaced)) }?
        .hasPrefix("malformed JSON at $.stack[2]") == true)
  }
}
