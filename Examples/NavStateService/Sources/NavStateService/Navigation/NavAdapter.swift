public import NavCodable
public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
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

  /// A whole-app state from a document of this or an older version, migrated, all or nothing.
  public func state(from bytes: some ContiguousBytes) throws(NavCodingError) -> AppState {
    try registry.decode(AppState.self, from: bytes, limits: limits)
  }

  /// A whole-app state from a stored document of this or an older version, migrated, keeping
  /// what restores: an element that no longer restores is dropped with every element above it
  /// on its stack, and reported.
  ///
  /// - Returns: The state, what was dropped, and the version the document was saved at.
  public func restoration(from bytes: some ContiguousBytes) throws(NavCodingError)
    -> NavRestoration<AppState>
  {
    try registry.restore(AppState.self, from: bytes, policy: .prefix, limits: limits)
  }

  /// The document of a restored state at the current version when it was saved at an older
  /// one, or `nil` when the stored document is current.
  public func upgradedDocument(of restoration: NavRestoration<AppState>) throws(NavCodingError)
    -> [UInt8]?
  {
    try registry.upgradedDocument(of: restoration).map { [UInt8]($0) }
  }

  /// The document of a whole-app state, at the current version.
  public func document(of state: AppState) throws(NavCodingError) -> [UInt8] {
    [UInt8](try registry.encode(state))
  }

  /// The path document of a path, at the current version.
  public func document(of path: NavPath) throws(NavCodingError) -> [UInt8] {
    [UInt8](try registry.encode(path))
  }

  /// The value of a path document of one element (`{"v":3,"t":["recipe"],
  /// "stack":[[0,42]]}`), migrated; errors name `index`, the place it will have on its stack.
  public func element(from bytes: some ContiguousBytes, at index: Int) throws(NavCodingError)
    -> NavPath.Element
  {
    try registry.decodeElement(from: bytes, at: index, limits: limits)
  }

  /// The tab whose saved payload is the given name (as in `"settings"`), read as the one element
  /// of a path document, so that an unknown name is reported like any bad payload.
  public func tab(named name: String) throws(NavCodingError) -> AppTab {
    let saved = NavDocument(
      version: currentVersion, elements: [.init(tag: "tab", payload: .string(name))])
    return try registry.decodeElement(AppTab.self, from: saved.jsonBytes, at: 0, limits: limits)
  }
}
