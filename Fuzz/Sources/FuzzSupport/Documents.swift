public import NavCodable
public import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The saved state of a recipes app at version 3 of its format, with the migrations from versions
/// 1 and 2 (those of Docs/Persistence.md, plus steps that drop, split, add and fail).
public enum FuzzDocuments {
  public enum Category: String, Codable, Hashable, Sendable {
    case desserts, mains, drinks
  }

  public struct Recipe: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
  }

  public enum Route: Codable, Hashable, Sendable {
    case list
    case detail(Int)
    case search(query: String, page: Int?)
  }

  /// Optional members, arrays, doubles, small and unsigned integers.
  public struct Filter: Codable, Hashable, Sendable {
    public var tags: [String]
    public var maxMinutes: UInt8?
    public var rating: Double
    public var offset: Int16
  }

  /// A recursive payload, for nesting limits.
  public struct Folder: Codable, Hashable, Sendable {
    public var name: String
    public var children: [Folder]
  }

  /// A `pair` payload that is not an array of two ids: the migration's reason.
  struct NotAPair: Error, CustomStringConvertible {
    var description: String { "expected a pair of ids" }
  }

  /// The schema: version 1 tagged categories `cat` and had a `legacy` screen; version 2 titled
  /// recipes, called desserts `sweets`, saved pairs of ids that became two elements, and filters
  /// without a rating.
  public static let schema = NavSchema(
    version: 3,
    migrations: [
      1: [.renameTag("cat", to: "category"), .dropElements(withTag: "legacy")],
      2: [
        .renameMember("title", to: "name", inTag: "recipe"),
        .renameEnumCase("sweets", to: "desserts", inTag: "category"),
        .addMember("rating", value: 0, inTag: "filter"),
        .splitElements(withTag: "pair") { payload in
          guard case .array(let ids) = payload, ids.count == 2 else {
            throw NotAPair()
          }
          return ids.map { NavDocument.Element(tag: "Swift.Int", payload: $0) }
        },
      ],
    ])

  /// The registry the harnesses decode with.
  public static let registry: NavTypeRegistry = {
    var registry = NavTypeRegistry(schema: schema)
    registry.registerStandardTypes()
    registry.register(Category.self, tag: "category")
    registry.register(Recipe.self, tag: "recipe", aliases: ["dish"])
    registry.register(Route.self, tag: "route")
    registry.register(Filter.self, tag: "filter")
    registry.register(Folder.self, tag: "folder")
    registry.register(Int8.self, tag: "int8")
    registry.register(UInt64.self, tag: "uint64")
    return registry
  }()

  /// Small limits, so the fuzzer reaches them.
  public static let limits = NavDecodingLimits(
    maxInputBytes: 1024, maxElementCount: 64, maxNestingDepth: 12)
}

extension NavTypeRegistry {
  /// Checks that a decoded path saves, and that what it saves reads back (under the default
  /// limits: the saved form may be longer than the input, as `1e2` is saved as `100`) as the
  /// same path and saves to the same bytes.
  ///
  /// - Parameter path: A path this registry decoded.
  public func requireRoundTrip(_ path: NavPath) {
    let saved: Data
    do {
      saved = try encode(path)
    } catch {
      require(false, "a decoded path does not encode: \(error)\npath: \(path)")
      return
    }
    do {
      let again = try decode(NavPath.self, from: saved)
      require(
        again == path,
        "re-encoded path decodes differently\nbefore: \(path)\nafter:  \(again)\n"
          + "saved: \(String(decoding: saved, as: UTF8.self))")
      require(try encode(again) == saved, "encoding is not deterministic for \(path)")
    } catch {
      require(
        false,
        "re-encoded path does not decode: \(error)\n"
          + "saved: \(String(decoding: saved, as: UTF8.self))")
    }
  }

  /// Checks that the envelope reader, which decodes elements as it reads them, and the general
  /// reader alone agree on one input: decoded from its bytes, and from the ``NavDocument`` they
  /// read as (every element read as JSON, then decoded), it gives the same path both times, or
  /// fails both times with the same kind of error.
  ///
  /// - Parameters:
  ///   - document: The input.
  ///   - limits: The limits to read it under.
  public func requireSameThroughGeneralReader(_ document: [UInt8], limits: NavDecodingLimits) {
    let direct = Result { () throws(NavCodingError) in
      try decode(NavPath.self, from: document, limits: limits)
    }
    let general = Result { () throws(NavCodingError) in
      try decode(
        NavPath.self, from: NavDocument(jsonBytes: document, limits: limits), limits: limits)
    }
    switch (direct, general) {
    case (.success(let path), .success(let again)):
      require(path == again, "the fast path gives \(path), the general reader \(again)")
    case (.failure(let error), .failure(let again)):
      require(
        error.kind.code == again.kind.code,
        "the fast path fails with \(error), the general reader with \(again)")
    default:
      require(false, "the fast path gives \(direct), the general reader \(general)")
    }
  }

  /// Decodes one input under both policies, checks that the outcomes agree (see
  /// ``requireConsistent(strict:prefix:)``), and returns the path that decoded.
  ///
  /// - Parameter decode: Decodes the input under a policy.
  /// - Returns: The paths that decoded, each once: the strict path when strict decoding
  ///   succeeds (prefix decoding then gives the same path, as checked), else the prefix path if
  ///   it decoded.
  public func decodeUnderBothPolicies(
    _ decode: (NavDecodingPolicy) throws(NavCodingError) -> NavRestoration<NavPath>
  ) -> NavPath? {
    let strict = Result { () throws(NavCodingError) in try decode(.strict) }
    let prefix = Result { () throws(NavCodingError) in try decode(.prefix) }
    requireConsistent(strict: strict, prefix: prefix)
    return (try? strict.get().state) ?? (try? prefix.get().state)
  }

  /// Checks the relation between the strict and prefix outcomes of one input.
  ///
  /// - When strict decoding succeeds, prefix decoding gives the same path and drops nothing.
  /// - When prefix decoding throws, strict decoding throws too.
  /// - When strict decoding fails at element *i* (an element-level error), prefix decoding keeps
  ///   exactly the *i* elements below it, and reports that error first.
  /// - Prefix decoding drops elements only from the top: what it keeps, plus what it drops, never
  ///   interleave, and every element after the first dropped one is marked as such.
  ///
  /// - Parameters:
  ///   - strict: The strict outcome.
  ///   - prefix: The prefix outcome.
  public func requireConsistent(
    strict: Result<NavRestoration<NavPath>, NavCodingError>,
    prefix: Result<NavRestoration<NavPath>, NavCodingError>
  ) {
    switch (strict, prefix) {
    case (.success(let whole), .success(let kept)):
      require(whole.dropped.isEmpty, "strict decoding dropped elements")
      require(
        kept.state == whole.state && kept.dropped.isEmpty,
        "prefix differs from a successful strict decoding\nstrict: \(whole.state)\n"
          + "prefix: \(kept.state) dropping \(kept.dropped)")
    case (.success(let whole), .failure(let error)):
      require(false, "strict decodes \(whole.state) but prefix throws \(error)")
    case (.failure(let error), .success(let kept)):
      require(!kept.dropped.isEmpty, "strict throws \(error) but prefix drops nothing")
      if let index = error.location.elementIndex {
        require(
          kept.state.count == index && kept.dropped.first == error,
          "strict fails at element \(index) with \(error), but prefix keeps "
            + "\(kept.state.count) elements and first drops \(kept.dropped)")
      }
      for (offset, dropped) in kept.dropped.enumerated() {
        require(
          dropped.location.elementIndex == kept.state.count + offset,
          "dropped element \(offset) has index "
            + "\(String(describing: dropped.location.elementIndex)), "
            + "expected \(kept.state.count + offset): \(kept.dropped)")
        require(
          offset == 0 || dropped.kind == .precededByDroppedElement
            || dropped.kind == .malformedJSON,
          "dropped element \(offset) is not marked as preceded by a dropped one: \(dropped)")
      }
    case (.failure, .failure):
      break
    }
  }
}
