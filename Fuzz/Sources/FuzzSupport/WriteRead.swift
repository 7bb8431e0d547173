public import NavCodable
import NavCore

/// Builds JSON values and documents through NavCodable's public API, with the fuzzer's bytes as
/// every choice and every text: texts offered as numbers, strings and keys are any bytes (read
/// as UTF-8, invalid sequences replaced), so numbers the API refuses and keys that repeat are
/// tried as often as valid ones.
public struct FuzzBuilder {
  private let input: UnsafeBufferPointer<UInt8>
  private var position = 0

  /// A builder that reads `input` from its start.
  ///
  /// - Parameter input: The fuzzer's bytes.
  public init(_ input: UnsafeBufferPointer<UInt8>) {
    self.input = input
  }

  /// The next byte, or 0 once the input is used up.
  private mutating func byte() -> UInt8 {
    guard position < input.count else { return 0 }
    defer { position += 1 }
    return input[position]
  }

  /// A text of up to 15 bytes of the input.
  private mutating func text() -> String {
    let count = min(Int(byte() & 0xF), input.count - min(position, input.count))
    defer { position += count }
    return String(
      decoding: UnsafeBufferPointer(rebasing: input[position..<position + count]), as: UTF8.self)
  }

  /// A `Double` of the next eight bytes.
  private mutating func double() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// A value nested at most `depth` levels.
  public mutating func value(depth: Int) -> NavJSONValue {
    switch byte() % (depth > 0 ? 8 : 6) {
    case 0: return .null
    case 1: return .bool(byte() & 1 == 1)
    case 2:
      let text = text()
      return NavJSONValue.Number(text).map(NavJSONValue.number) ?? .string(text)
    case 3: return NavJSONValue.Number(double()).map(NavJSONValue.number) ?? .null
    case 4: return NavJSONValue(Int64(bitPattern: UInt64(truncatingIfNeeded: double().bitPattern)))
    case 5: return .string(text())
    case 6: return .array((0..<byte() % 5).map { _ in value(depth: depth - 1) })
    default:
      let members = (0..<byte() % 20).map { _ in (key: text(), value: value(depth: depth - 1)) }
      if let object = NavJSONValue.Object(members) { return .object(object) }
      var object = NavJSONValue.object(NavJSONValue.Object())
      for member in members { object[member.key] = member.value }
      return object
    }
  }

  /// Saved elements, tagged `json` or with a text of the input.
  public mutating func elements() -> [NavDocument.Element] {
    (0..<byte() % 6).map { _ in
      NavDocument.Element(tag: byte() & 1 == 0 ? "json" : text(), payload: value(depth: 4))
    }
  }
}

/// The write-read property of NavCodable's writers: whatever the API builds from `input` writes
/// bytes that read back equal (a value, a stack document, a state document), and a registry
/// decodes a document of `json` payloads to exactly those payloads.
///
/// - Parameter input: The fuzzer's bytes.
public func requireWriteRead(_ input: UnsafeBufferPointer<UInt8>) {
  var builder = FuzzBuilder(input)
  let value = builder.value(depth: 6)
  require((try? NavJSONValue(jsonBytes: value.jsonBytes)) == value, "value \(value)")
  let elements = builder.elements()
  let stack = NavDocument(elements: elements)
  let readStack = try? NavDocument(jsonBytes: stack.jsonBytes)
  require(readStack == stack && readStack?.elements == elements, "stack \(stack)")
  let state = try? NavDocument(tags: stack.tags, root: .state(value))
  require(
    state != nil && (try? NavDocument(jsonBytes: state?.jsonBytes ?? [])) == state,
    "state of \(value)")
  let payloads = elements.filter { $0.tag == "json" }
  let path = try? WriteReadRegistry.registry.decode(
    NavPath.self, from: NavDocument(elements: payloads).jsonBytes)
  require(
    path.map { $0.map { $0.value(as: NavJSONValue.self) } } == payloads.map(\.payload),
    "payloads \(payloads) decoded as \(String(describing: path))")
}

/// The registry of the write-read property: JSON values under the tag `json`.
enum WriteReadRegistry {
  static let registry: NavTypeRegistry = {
    var registry = NavTypeRegistry()
    registry.register(NavJSONValue.self, tag: "json")
    return registry
  }()
}
