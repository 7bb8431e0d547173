import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `NavJSONValue` and `NavDocument` through decoders other than NavCodable's own.
@Suite struct ForeignDecoderTests {
  @Test func aDocumentReadsBackFromAColumnDecoderThatAsksForJSON() throws {
    let registry = recipesRegistry()
    let path: NavPath = [Category.desserts, Recipe(id: 42, name: "Pie")]
    let stored = text(try registry.encode(path))
    let read = try decodeColumn(NavDocument.self, text: stored)
    // JSONDecoder does not keep members' order, so the payloads are compared as values.
    #expect(read.version == 1)
    #expect(read.elements?.map(\.tag) == ["category", "recipe"])
    #expect(try registry.decode(NavPath.self, from: read.jsonBytes) == path)
  }

  @Test func jsonValueReadsBackFromAColumnDecoderThatAsksForJSON() throws {
    let read = try decodeColumn(NavJSONValue.self, text: #"{"id":42,"tags":["a",true,null]}"#)
    #expect(read["id"] == 42)
    #expect(read["tags"] == ["a", true, nil])
  }

  @Test func aDecoderErrorThatIsNotADecodingErrorIsRethrown() {
    #expect(throws: JSONRequired.self) {
      try NavJSONValue(from: ColumnDecoder(text: #"{"id":42}"#))
    }
    #expect(throws: JSONRequired.self) {
      try NavDocument(from: ColumnDecoder(text: "{}"))
    }
  }

  @Test func everyKindReadsThroughJSONDecoder() throws {
    let json = #"[1,-2,18446744073709551615,1.5,"x",true,null,{"a":[]}]"#
    let read = try JSONDecoder().decode(NavJSONValue.self, from: data(json))
    #expect(read.description == json)
  }
}
