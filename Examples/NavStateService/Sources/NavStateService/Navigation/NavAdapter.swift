public import NavCodable
public import NavCore

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Every use of NavCodable's byte and document API, in one place, so that a change of that API
/// changes this file only.
///
/// The rest of the service sees states, paths and bytes; this adapter turns one into the other
/// with the domain's registry and the service's limits.
public struct NavAdapter: Sendable {
  /// The saved-state types and the schema.
  public let registry: NavTypeRegistry
  /// Bounds on every document the service reads.
  public let limits: NavDecodingLimits

  /// Creates an adapter for a registry.
  ///
  /// - Parameters:
  ///   - registry: The saved-state types and the schema.
  ///   - limits: Bounds on every document the service reads.
  public init(registry: NavTypeRegistry, limits: NavDecodingLimits = NavDecodingLimits()) {
    self.registry = registry
    self.limits = limits
  }

  /// The schema version documents are written at.
  public var currentVersion: Int { registry.schema.version }

  /// A whole-app state from a document of this or an older version, migrated.
  public func state(from bytes: [UInt8]) throws(NavCodingError) -> AppState {
    try registry.decode(AppState.self, from: bytes, limits: limits)
  }

  /// The document of a whole-app state, at the current version.
  public func document(of state: AppState) throws(NavCodingError) -> [UInt8] {
    [UInt8](try registry.encode(state))
  }

  /// A path from a path document (`{"version":3,"tags":[...],"elements":[...]}`), migrated.
  public func path(from bytes: [UInt8]) throws(NavCodingError) -> NavPath {
    try registry.decode(NavPath.self, from: bytes, limits: limits)
  }

  /// The path document of a path, at the current version.
  public func document(of path: NavPath) throws(NavCodingError) -> [UInt8] {
    [UInt8](try registry.encode(path))
  }

  /// The tab whose saved payload is the given name (as in `"settings"`).
  ///
  /// Service-local: NavCodable has no call that decodes one value from a tag and a payload, so
  /// the value goes through a one-element path.
  public func tab(named name: String) throws(NavCodingError) -> AppTab {
    let saved = NavPath.CodableRepresentation(
      version: currentVersion, elements: [.init(tag: "tab", payload: .string(name))])
    let path = try registry.path(from: saved)
    guard let tab = path.first?.value(as: AppTab.self) else {
      throw NavCodingError(
        .unexpectedType, elementIndex: 0, tag: "tab", jsonPath: "$[0]", reason: "not a tab")
    }
    return tab
  }

  /// The saved form of some values: their tags in order of first use, and one `[position,
  /// payload]` pair per value, as in a path document.
  func pairs(of elements: [NavPath.Element]) throws(NavCodingError) -> (
    tags: [JSONValue], pairs: [JSONValue]
  ) {
    let json = try registry.representation(of: NavPath(elements)).jsonValue
    guard case .array(let tags)? = json["tags"], case .array(let pairs)? = json["elements"] else {
      return ([], [])
    }
    return (tags, pairs)
  }

  /// The values that pairs saved at a version stand for, migrated to the current version.
  func elements(version: Int, tags: JSONValue, pairs: [JSONValue]) throws(NavCodingError)
    -> [NavPath.Element]
  {
    let document: JSONValue = [
      "version": JSONValue(version), "tags": tags, "elements": .array(pairs),
    ]
    let saved = try NavPath.CodableRepresentation(jsonValue: document, limits: limits)
    return Array(try registry.path(from: saved))
  }
}
