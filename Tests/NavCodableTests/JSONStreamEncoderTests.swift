import Foundation
import Testing

@testable import NavCodable

/// Encodables that use the `Encoder` API in every way the one-pass writer must handle or detect.
enum Shape: Encodable, CaseIterable {
  case empty, interleaved, duplicateKey, twoKeyedRequests, superEncoder, nestedUnkeyed
  case wrappedSingleValue, largeDictionary, optionals, integers

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .empty:
      break
    case .interleaved:
      var outer = encoder.container(keyedBy: Key.self)
      var first = outer.nestedContainer(keyedBy: Key.self, forKey: Key("a"))
      var second = outer.nestedUnkeyedContainer(forKey: Key("b"))
      try second.encode(1)
      try first.encode("late", forKey: Key("x"))
      try outer.encode(true, forKey: Key("c"))
      try second.encode(2)
    case .duplicateKey:
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: Key("a"))
      try container.encode(2, forKey: Key("b"))
      try container.encode(3, forKey: Key("a"))
    case .twoKeyedRequests:
      var first = encoder.container(keyedBy: Key.self)
      try first.encode(1, forKey: Key("a"))
      var second = encoder.container(keyedBy: Key.self)
      try second.encode(2, forKey: Key("b"))
    case .superEncoder:
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: Key("own"))
      try "base".encode(to: container.superEncoder())
    case .nestedUnkeyed:
      var container = encoder.unkeyedContainer()
      var inner = container.nestedUnkeyedContainer()
      try inner.encode("x")
      try inner.encodeNil()
      var object = container.nestedContainer(keyedBy: Key.self)
      try object.encode([1, 2], forKey: Key("list"))
      try container.encode(UInt8(7))
    case .wrappedSingleValue:
      var container = encoder.singleValueContainer()
      try container.encode(Recipe(id: 1, name: "a\"b"))
    case .largeDictionary:
      var container = encoder.container(keyedBy: Key.self)
      for index in 0..<40 { try container.encode(index, forKey: Key("k\(index)")) }
      try container.encode(-1, forKey: Key("k3"))
    case .optionals:
      var container = encoder.container(keyedBy: Key.self)
      try container.encodeIfPresent(Int?.none, forKey: Key("absent"))
      try container.encode(Int?.none, forKey: Key("null"))
      try container.encode([0.5, -0.0, 1e300], forKey: Key("doubles"))
      try container.encode(Float(0.1), forKey: Key("float"))
    case .integers:
      var container = encoder.unkeyedContainer()
      try container.encode(Int64.min)
      try container.encode(UInt64.max)
      try container.encode(Int8(-8))
    }
  }
}

@Suite struct JSONStreamEncoderTests {
  private func stream(_ value: some Encodable) throws -> String {
    let encoder = JSONStreamEncoder()
    encoder.writer.write(byte: UInt8(ascii: "["))
    try encoder.write(value)
    encoder.writer.write(byte: UInt8(ascii: "]"))
    return String(decoding: encoder.writer.bytes, as: UTF8.self)
  }

  /// The same JSON with every object's members sorted by key and every number read as a
  /// `Double`, to compare with `JSONEncoder`, which orders and spells them its own way.
  private func canonical(_ json: NavJSONValue) -> NavJSONValue {
    switch json {
    case .object(let members):
      var sorted = NavJSONValue.Object()
      for member in members.sorted(by: { $0.key < $1.key }) {
        sorted[member.key] = canonical(member.value)
      }
      return .object(sorted)
    case .array(let values): return .array(values.map(canonical))
    case .number(let number):
      return .number(Double(number.text).flatMap(NavJSONValue.Number.init) ?? number)
    case .null, .bool, .string: return json
    }
  }

  @Test(arguments: [
    (Shape.empty, "{}"),
    (.interleaved, #"{"a":{"x":"late"},"b":[1,2],"c":true}"#),
    (.duplicateKey, #"{"a":3,"b":2}"#),
    (.twoKeyedRequests, #"{"a":1,"b":2}"#),
    (.superEncoder, #"{"own":1,"super":"base"}"#),
    (.nestedUnkeyed, #"[["x",null],{"list":[1,2]},7]"#),
    (.wrappedSingleValue, #"{"id":1,"name":"a\"b"}"#),
    (.optionals, #"{"null":null,"doubles":[0.5,-0.0,1e+300],"float":0.1}"#),
    (.integers, "[-9223372036854775808,18446744073709551615,-8]"),
  ])
  func writesExactJSON(shape: Shape, expected: String) throws {
    #expect(try stream(shape) == "[\(expected)]")
  }

  @Test func largeObjectsDetectDuplicateKeysThroughASet() throws {
    let written = try NavJSONValue(jsonBytes: Array(stream(Shape.largeDictionary).utf8))
    guard case .array(let values) = written, let object = values.first,
      case .object(let members) = object
    else {
      Issue.record("expected an array holding an object, found \(written)")
      return
    }
    #expect(object["k3"] == -1)
    #expect(members.count == 40)
  }

  @Test func everyShapeReadsAsJSONEncoderWritesIt() throws {
    for shape in Shape.allCases {
      let ours = try NavJSONValue(jsonBytes: Array(stream(shape).utf8))
      let theirs = try NavJSONValue(jsonBytes: JSONEncoder().encode([shape]))
      #expect(canonical(ours) == canonical(theirs), "\(shape)")
    }
  }

  @Test func errorsPropagate() {
    #expect(throws: EncodingError.self) { try stream([1.0, .nan]) }
  }
}
