import Foundation
import NavCodable
import NavCore
import Testing

/// Nothing malformed can be built, so nothing malformed is written: a number holds only JSON
/// number text, an object each key once, a document only pairs whose tags it has.
@Suite struct NavJSONValueValidityTests {
  /// The issue's injection: a number whose text closes the payload and the pair, and opens
  /// elements of its own.
  static let injection = #"1}],[1,"injected"],[0,{"id":2"#

  @Test(arguments: [
    injection, "abc", "", "NaN", "nan", "Infinity", "-Infinity", "inf", "01", "-01", "00", "1.",
    ".5", "+1", "-", "1e", "1e+", "1E-", " 1", "1 ", "0x10", "1_000", "1,5", "١", "1\n", "--1",
    "1.5.5", "1e5e5",
  ])
  func aNumberRefusesTextThatIsNotAJSONNumber(text: String) {
    #expect(NavJSONValue.Number(text) == nil)
  }

  @Test(arguments: [
    "0", "-0", "1E22", "18446744073709551617", "-1.5e-3", "12.0E+3", "0.000", "1e05",
    "123456789012345678901234567890.5",
  ])
  func aNumberKeepsJSONNumberTextExactly(text: String) throws {
    let number = try #require(NavJSONValue.Number(text))
    #expect(number.text == text)
    #expect(number.description == text)
    #expect(NavJSONValue.number(number).jsonString == text)
    #expect(try NavJSONValue(jsonBytes: Array(text.utf8)) == .number(number))
  }

  @Test func aNumberFromADoubleIsWrittenAsSwiftPrintsIt() {
    let doubles: [Double] = [1e22, 0.1, -0.0]
    #expect(doubles.map { NavJSONValue.Number($0)?.text } == ["1e+22", "0.1", "-0.0"])
    // A literal is a literal even in the initializer's call: it cannot fail.
    #expect(NavJSONValue.Number(1e22).text == "1e+22")
    #expect(NavJSONValue.Number(Double.nan) == nil)
    #expect(NavJSONValue.Number(-Double.infinity) == nil)
    #expect(NavJSONValue.Number(UInt64.max).text == "18446744073709551615")
  }

  @Test func aNonFiniteFloatLiteralTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = NavJSONValue.Number(floatLiteral: .infinity)
    }
  }

  /// The issue's case end to end: built only through the API, the payload can no longer carry
  /// the injection, and the document it is in keeps one element.
  @Test func aPayloadCannotInjectElementsIntoADocument() throws {
    var payload: NavJSONValue = ["id": 1]
    if let number = NavJSONValue.Number(Self.injection) { payload["id"] = .number(number) }
    let document = NavDocument(elements: [.init(tag: "recipe", payload: payload)])
    #expect(
      String(decoding: document.jsonBytes, as: UTF8.self)
        == #"{"v":1,"t":["recipe"],"stack":[[0,{"id":1}]]}"#)
    #expect(try NavDocument(jsonBytes: document.jsonBytes).elements?.count == 1)
  }

  @Test func anObjectRefusesARepeatedKey() {
    #expect(NavJSONValue.Object([(key: "a", value: 1), ("b", 2), ("a", 3)]) == nil)
    // Keys the parser reads as the same name: "é" composed and decomposed.
    #expect(NavJSONValue.Object([(key: "\u{E9}", value: 1), ("e\u{301}", 2)]) == nil)
    let object = NavJSONValue.Object([(key: "b", value: 2), ("a", 1)])
    #expect(object.map { $0.map(\.key) } == ["b", "a"])
  }

  @Test func aRepeatedKeyInALiteralTraps() async {
    await #expect(processExitsWith: .failure) {
      let key = "a"
      _ = NavJSONValue.Object(dictionaryLiteral: (key, 1), (key, 2))
    }
    await #expect(processExitsWith: .failure) {
      let key = "a"
      _ = NavJSONValue(dictionaryLiteral: (key, 1), (key, 2))
    }
  }

  @Test func membersAreAddedReplacedAndRenamedWithoutRepeatingAKey() throws {
    var value = NavJSONValue.object(["id": 42, "title": "Pie"])
    value["name"] = "Apple Pie"
    value["id"] = 7
    #expect(value.jsonString == #"{"id":7,"title":"Pie","name":"Apple Pie"}"#)
    let renamed = value.renameMember("title", to: "name")
    #expect(renamed)
    #expect(value.jsonString == #"{"id":7,"name":"Pie"}"#)
    value["id"] = nil
    guard case .object(let object) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(Array(object.map(\.key)) == ["name"])
    #expect(value["name"] == "Pie")
  }

  /// Every object the API builds is one the parser reads back, member order included.
  @Test func anObjectBuiltMemberByMemberReadsBackEqual() throws {
    var value = NavJSONValue.object(NavJSONValue.Object())
    for key in ["z", "a", "\u{E9}", "e\u{301}", "m", "a", "z"] { value[key] = .string(key) }
    #expect(try NavJSONValue(jsonBytes: value.jsonBytes) == value)
  }

  /// A foreign decoder that lists a key twice gets a `DecodingError`, not a trap.
  @Test func aForeignObjectThatRepeatsAKeyIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try NavJSONValue(from: RepeatingKeysDecoder())
    }
  }

  @Test func aDocumentRefusesAnElementWhoseTagItLacks() {
    let elements: [NavDocument.Element] = [
      .init(tag: "tab", payload: "home"), .init(tag: "search", payload: "search"),
    ]
    #expect {
      try NavDocument(tags: ["tab"], root: .stack(elements))
    } throws: { error in
      (error as? NavCodingError)?.description
        == #"malformed JSON at $.stack[1]: expected an element whose tag is in tags ["tab"], "#
        + #"found tag "search""#
    }
    #expect(throws: NavCodingError.self) {
      try NavDocument(tags: [], root: .stack([.init(tag: "", payload: nil)]))
    }
  }

  /// A document built with a tag table writes its elements' positions in that table, and reads
  /// back with the same table and the same elements.
  @Test func aBuiltDocumentWritesItsElementsByTheirPositionInItsTags() throws {
    let elements: [NavDocument.Element] = [
      .init(tag: "recipe", payload: ["id": 1]), .init(tag: "tab", payload: "a"),
    ]
    let document = try NavDocument(
      version: 2, tags: ["tab", "recipe", "unused"], root: .stack(elements))
    #expect(document.elements == elements)
    #expect(
      String(decoding: document.jsonBytes, as: UTF8.self)
        == #"{"v":2,"t":["tab","recipe","unused"],"stack":[[1,{"id":1}],[0,"a"]]}"#)
    #expect(try NavDocument(jsonBytes: document.jsonBytes) == document)
  }

  /// A document read from bytes holds its elements with their tags spelled out, and writes the
  /// bytes it was read from, tag table order included.
  @Test func aReadDocumentSpellsOutItsElementsTagsAndWritesItsBytesBack() throws {
    let text = #"{"v":1,"t":["b","a"],"stack":[[1,1],[0,2],[1,3]]}"#
    let document = try NavDocument(jsonBytes: Array(text.utf8))
    #expect(
      document.root
        == .stack([
          .init(tag: "a", payload: 1), .init(tag: "b", payload: 2), .init(tag: "a", payload: 3),
        ]))
    #expect(String(decoding: document.jsonBytes, as: UTF8.self) == text)
  }
}

/// A decoder whose object lists the key `a` twice.
private struct RepeatingKeysDecoder: Decoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Container<Key>())
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch([Any].self, .init(codingPath: [], debugDescription: "object"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "object"))
  }

  private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [Key(stringValue: "a"), Key(stringValue: "a")].compactMap { $0 } }
    func contains(_ key: Key) -> Bool { key.stringValue == "a" }
    func decodeNil(forKey key: Key) -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(from: NumberDecoder())
    }
    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "none"))
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "none"))
    }
    func superDecoder() throws -> any Decoder { NumberDecoder() }
    func superDecoder(forKey key: Key) throws -> any Decoder { NumberDecoder() }
  }
}

/// A decoder of the number 1.
private struct NumberDecoder: Decoder, SingleValueDecodingContainer {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "number"))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "number"))
  }

  func singleValueContainer() -> any SingleValueDecodingContainer { self }
  func decodeNil() -> Bool { false }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    guard T.self == Int64.self, let one = Int64(1) as? T else {
      throw DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "number"))
    }
    return one
  }
}
