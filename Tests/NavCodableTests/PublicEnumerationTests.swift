import NavCodable
import Testing

/// NavCodable's public enumerations are frozen on purpose, their case lists pinned by switches
/// without a `default`; its decoding policy is growable.
@Suite struct FrozenEnumerationTests {
  @Test func jsonValuesAreJSONsSixKinds() {
    func name(_ value: NavJSONValue) -> String {
      switch value {
      case .null: "null"
      case .bool: "bool"
      case .number: "number"
      case .string: "string"
      case .array: "array"
      case .object: "object"
      }
    }
    let values: [NavJSONValue] = [nil, true, 1, "a", [], [:]]
    #expect(values.map(name) == ["null", "bool", "number", "string", "array", "object"])
  }

  @Test func aDocumentRootIsAStackOrAState() {
    func name(_ root: NavDocument.Root) -> String {
      switch root {
      case .stack: "stack"
      case .state: "state"
      }
    }
    #expect([NavDocument.Root.stack([]), .state([:])].map(name) == ["stack", "state"])
  }

  @Test func policiesPrintAsTheirMembers() {
    #expect([NavDecodingPolicy.strict, .prefix].map(\.description) == [".strict", ".prefix"])
    #expect(NavDecodingPolicy.strict != .prefix)
  }
}
