import NavCodable
import NavCore
import Testing

/// Documents read from `[UInt8]`, `Data` and raw buffers alike, and the byte-level forms of
/// `NavJSONValue` and `NavDocument`.
@Suite struct ContiguousBytesTests {
  private let saved =
    #"{"v":1,"t":["category","recipe"],"stack":[[0,"desserts"],[1,{"id":42,"name":"Pie"}]]}"#
  private let path: NavPath = [Category.desserts, Recipe(id: 42, name: "Pie")]

  @Test func pathsDecodeFromArraysDataAndRawBuffers() throws {
    let registry = recipesRegistry()
    let bytes = Array(saved.utf8)
    #expect(try registry.decode(NavPath.self, from: bytes) == path)
    #expect(try registry.decode(NavPath.self, from: data(saved)) == path)
    #expect(try bytes.withUnsafeBytes { try registry.decode(NavPath.self, from: $0) } == path)
    #expect(
      try registry.decode(
        TypedPath<Category>.self,
        from: Array(#"{"v":1,"t":["category"],"stack":[[0,"mains"]]}"#.utf8)) == [
          .mains
        ])
  }

  @Test func documentBytesAreExactlyWhatTheRegistryWrites() throws {
    let registry = recipesRegistry()
    let document = try NavDocument(jsonBytes: registry.encode(path))
    #expect(String(decoding: document.jsonBytes, as: UTF8.self) == saved)
    #expect(try NavDocument(jsonBytes: Array(saved.utf8)) == document)
  }

  @Test func documentBytesKeepNumbersAndMemberOrder() throws {
    let text =
      #"{"v":7,"t":["x"],"stack":[[0,{"z":18446744073709551616,"a":0.10}],[0,[]]]}"#
    let document = try NavDocument(jsonBytes: data(text))
    #expect(document.version == 7)
    #expect(document.elements?.map(\.tag) == ["x", "x"])
    #expect(String(decoding: document.jsonBytes, as: UTF8.self) == text)
  }

  @Test func documentBytesReportWhereTheyAreWrong() {
    #expect(
      throwsDescription {
        try NavDocument(jsonBytes: Array(#"{"v":1,"t":[],"#.utf8))
      } == "malformed JSON at $ (byte 14): expected a member name in quotes, found end of input")
    #expect(
      throwsDescription {
        try NavDocument(jsonBytes: Array(#"{"v":"1"}"#.utf8))
      } == #"malformed JSON at $.v: expected an integer, found string "1""#)
  }

  @Test func jsonValueBytesRoundTripExactly() throws {
    let text = #"{"b":[1,-2.5e+3,true,null],"a":"\u0001é"}"#
    let value = try NavJSONValue(jsonBytes: Array(text.utf8))
    #expect(value.jsonString == #"{"b":[1,-2.5e+3,true,null],"a":"\u0001é"}"#)
    #expect(value.jsonBytes == Array(value.jsonString.utf8))
    #expect(value.description == value.jsonString)
  }

  @Test func jsonValueBytesApplyTheLimits() {
    var limits = NavDecodingLimits()
    limits.maxNestingDepth = 2
    #expect(
      throwsDescription { try NavJSONValue(jsonBytes: Array("[[[1]]]".utf8), limits: limits) }
        == "limit exceeded at $[0][0] (byte 2): nesting is deeper than the limit of 2 levels in a payload"
    )
    #expect(
      throwsDescription { try NavJSONValue(jsonBytes: Array("[1,]".utf8)) }
        == "malformed JSON at $[1] (byte 3): expected a value, found ']'")
  }
}
