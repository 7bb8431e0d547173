import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The registry and documents the hostile-input suites attack: the recipes domain at version 2,
/// whose version 1 tagged categories `cat`, plus an `Int8` to overflow.
enum Hostile {
  static let registry: NavTypeRegistry = {
    var registry = recipesRegistry(
      schema: NavSchema(version: 2, migrations: [1: [.renameTag("cat", to: "category")]]))
    registry.register(Int8.self, tag: "int8")
    return registry
  }()

  /// The valid document the suites cut and corrupt, and the path it holds.
  static let document =
    #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#
  static let path = NavPath([
    NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 4, name: "Pi")),
  ])

  /// The tags of ``document(version:tags:elements:)`` by default: positions 0 to 6.
  static let tags =
    #"["category","recipe","int8","Swift.Int","Swift.Double","Swift.String","route"]"#

  /// The default tags and one more, at position 7.
  static func tags(adding tag: String) -> String {
    String(tags.dropLast()) + "," + NavJSONValue.string(tag).description + "]"
  }

  /// A document with the given members, written in order; `elements` usually starts with
  /// `[0,"mains"]`, the element a prefix keeps.
  static func document(version: String = "2", tags: String = tags, elements: String) -> String {
    #"{"v":"# + version + #","t":"# + tags + #","stack":"# + elements + "}"
  }

  /// What prefix decoding reports first when it keeps `kept` elements: the strict error, placed
  /// at the first element lost when the bytes themselves are damaged.
  static func firstDrop(_ strict: NavCodingError, kept: Int) -> Drop {
    guard strict.location.elementIndex == nil else { return Drop(strict) }
    var location = strict.location
    location.elementIndex = kept
    return Drop(
      kind: strict.kind, location: location,
      reason: strict.reason + "; this element and any after it are lost")
  }

  /// The parts of a dropped element's error.
  struct Drop: Equatable {
    var kind: NavCodingError.Kind
    var location: NavErrorLocation
    var reason: String

    init(kind: NavCodingError.Kind, location: NavErrorLocation, reason: String) {
      self.kind = kind
      self.location = location
      self.reason = reason
    }

    init(_ error: NavCodingError) {
      self.init(kind: error.kind, location: error.location, reason: error.reason)
    }
  }

  /// The UTF-8 of `text` with raw `bytes` in place of its `◊`: for bytes that are not UTF-8.
  static func splice(_ text: String, _ bytes: [UInt8]) -> [UInt8] {
    let parts = text.split(separator: "◊", omittingEmptySubsequences: false)
    return Array(parts[0].utf8) + bytes + Array(parts[1].utf8)
  }
}

/// One hostile input and the exact error it must produce.
struct HostileInput: CustomTestStringConvertible, Sendable {
  /// What the input attacks, as the test's name.
  var name: String
  var bytes: [UInt8]
  /// The exact description of the error strict decoding throws (kind, place and reason).
  var error: String
  /// Under the prefix policy: `nil` when the whole document is refused with the same error;
  /// otherwise the number of elements kept, which are the first elements of ``Hostile/path``.
  var kept: Int?

  init(_ name: String, _ text: String, _ error: String, kept: Int? = nil) {
    self.init(name, bytes: Array(text.utf8), error, kept: kept)
  }

  init(_ name: String, bytes: [UInt8], _ error: String, kept: Int? = nil) {
    self.name = name
    self.bytes = bytes
    self.error = error
    self.kept = kept
  }

  var testDescription: String { name }
}

extension NavTypeRegistry {
  /// The error strict decoding throws, or `nil` when the bytes decode.
  func strictError(_ bytes: [UInt8], limits: NavDecodingLimits = NavDecodingLimits())
    -> NavCodingError?
  {
    do {
      _ = try decode(NavPath.self, from: Data(bytes), limits: limits)
      return nil
    } catch {
      return error
    }
  }
}

extension HostileInput {
  /// ``Hostile/document`` with the value at `position` replaced by `json`.
  static func wrongType(at position: String, _ json: String, _ error: String, kept: Int? = nil)
    -> HostileInput
  {
    let template = Hostile.templates[position] ?? "◊"
    let text = template.split(separator: "◊", omittingEmptySubsequences: false).joined(
      separator: json)
    return HostileInput("\(position) = \(json)", text, error, kept: kept)
  }
}

extension Hostile {
  /// ``document`` with `◊` in place of the value at each position.
  static let templates: [String: String] = [
    "$": "◊",
    "$.v":
      #"{"v":◊,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.t": #"{"v":2,"t":◊,"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.t[0]":
      #"{"v":2,"t":[◊,"recipe"],"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.t[1]":
      #"{"v":2,"t":["category",◊],"stack":[[0,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.stack": #"{"v":2,"t":["category","recipe"],"stack":◊}"#,
    "$.stack[0]":
      #"{"v":2,"t":["category","recipe"],"stack":[◊,[1,{"id":4,"name":"Pi"}]]}"#,
    "$.stack[0][0]":
      #"{"v":2,"t":["category","recipe"],"stack":[[◊,"mains"],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.stack[0][1]":
      #"{"v":2,"t":["category","recipe"],"stack":[[0,◊],[1,{"id":4,"name":"Pi"}]]}"#,
    "$.stack[1]": #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],◊]}"#,
    "$.stack[1][0]":
      #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[◊,{"id":4,"name":"Pi"}]]}"#,
    "$.stack[1][1]":
      #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[1,◊]]}"#,
    "$.stack[1][1].id":
      #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":◊,"name":"Pi"}]]}"#,
    "$.stack[1][1].name":
      #"{"v":2,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":4,"name":◊}]]}"#,
  ]
}

extension Hostile {
  /// Checks what prefix decoding does with a hostile input: refuse it with the strict error, or
  /// keep exactly the first `input.kept` elements and report the failure first.
  static func expectPrefix(_ input: HostileInput, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let strict = try #require(registry.strictError(input.bytes), sourceLocation: sourceLocation)
    let outcome = Result { () throws(NavCodingError) in
      try registry.restore(NavPath.self, from: Data(input.bytes), policy: .prefix)
    }
    switch (outcome, input.kept) {
    case (.failure(let error), nil):
      #expect(error == strict, sourceLocation: sourceLocation)
    case (.success(let restoration), let kept?):
      #expect(restoration.state == NavPath(path.prefix(kept)), sourceLocation: sourceLocation)
      #expect(
        restoration.dropped.first.map(Drop.init) == firstDrop(strict, kept: kept),
        sourceLocation: sourceLocation)
    default:
      Issue.record(
        "prefix decoding gave \(outcome), expected to keep \(String(describing: input.kept))",
        sourceLocation: sourceLocation)
    }
  }
}
