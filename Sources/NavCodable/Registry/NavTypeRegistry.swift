public import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The allowlist of types a saved path may hold, each under a stable string tag: restoring
/// decodes a payload only as the type registered under its tag, never by a type's name.
///
/// ```swift
/// var registry = NavTypeRegistry()
/// // Int, String, Bool, Double, UUID:
/// registry.registerStandardTypes()
/// // A stable tag of your choosing:
/// registry.register(Category.self, tag: "category")
/// // Tag "MyApp.Recipe", as SwiftUI writes:
/// registry.register(Recipe.self)
///
/// let data = try registry.encode(path)
/// let restored = try registry.decode(NavPath.self, from: data)
/// // restored == path
/// ```
///
/// An app that declares its routes in NavCore's ``/NavCore/NavRoutes`` gives each tag there and
/// makes this registry with ``init(routes:schema:)``; the registry stays usable on its own
/// underneath, for an app without routes or a type registered by hand.
///
/// Tags default to the qualified type name, as SwiftUI's `NavigationPath` writes. Prefer explicit
/// tags for types you may rename or move: the tag is the contract with files already saved. Old
/// names stay readable as aliases, and a ``schema`` holds the migrations of the saved data.
public struct NavTypeRegistry: Sendable {
  struct Entry: Sendable {
    let tag: String
    /// The tag as JSON text, quoted and escaped, as every document's tag table holds it.
    let tagJSON: [UInt8]
    let codec: any ElementCodec.Type

    init(tag: String, codec: any ElementCodec.Type) {
      self.tag = tag
      tagJSON = NavJSONValue.string(tag).jsonBytes
      self.codec = codec
    }
  }

  /// Entries by tag and by alias.
  private var entriesByTag: [String: Entry] = [:]
  /// Entries by type.
  private(set) var entriesByType: [ObjectIdentifier: Entry] = [:]
  /// Codecs by tag and by alias, by their UTF-8 bytes, for the canonical reader.
  private var tagIndex = TagIndex()

  /// The version of the saved format this app writes, and the migrations from older versions.
  public var schema: NavSchema

  /// Creates an empty registry.
  ///
  /// - Parameter schema: The format version and migrations. The default is version 1 with none.
  public init(schema: NavSchema = NavSchema()) {
    self.schema = schema
  }

  /// Registers a type under a tag, and optional extra tags accepted when reading.
  ///
  /// ```swift
  /// registry.register(Recipe.self, tag: "recipe", aliases: ["MyApp.Recipe"])
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to register.
  ///   - tag: The tag written for its values. The default is the qualified type name.
  ///   - aliases: Other tags read as this type: older tags, other spellings of its name.
  /// - Precondition: Neither the type nor any of the tags is registered yet. Use
  ///   ``tryRegister(_:tag:aliases:)`` for a form that throws instead.
  public mutating func register<Value: Codable & Hashable & Sendable>(
    _ type: Value.Type, tag: String = String(reflecting: Value.self), aliases: [String] = []
  ) {
    do {
      try tryRegister(type, tag: tag, aliases: aliases)
    } catch {
      preconditionFailure("NavTypeRegistry.register: \(error)")
    }
  }

  /// Registers a type like ``register(_:tag:aliases:)``, throwing instead of trapping on a
  /// conflict; on failure the registry is unchanged.
  ///
  /// - Parameters:
  ///   - type: The type to register.
  ///   - tag: The tag written for its values.
  ///   - aliases: Other tags read as this type.
  /// - Throws: ``/NavCore/RouteDeclarationError`` of kind
  ///   ``/NavCore/NavErrorKind/typeAlreadyDeclared`` when the type is
  ///   already registered, ``/NavCore/NavErrorKind/tagAlreadyDeclared``
  ///   when a tag is registered for another type, and
  ///   ``/NavCore/NavErrorKind/repeatedTag`` when a tag is given twice.
  public mutating func tryRegister<Value: Codable & Hashable & Sendable>(
    _ type: Value.Type, tag: String = String(reflecting: Value.self), aliases: [String] = []
  ) throws(RouteDeclarationError) {
    try tryRegister(codec: Codec<Value>.self, type: type, tag: tag, aliases: aliases)
  }

  /// Registers a type given by its codec; on failure the registry is unchanged.
  mutating func tryRegister(
    codec: any ElementCodec.Type, type: any Any.Type, tag: String, aliases: [String]
  ) throws(RouteDeclarationError) {
    let typeName = codec.typeName
    if let existing = entriesByType[ObjectIdentifier(type)] {
      throw RouteDeclarationError(
        .typeAlreadyDeclared,
        "\(typeName) is already registered under tag \(NavJSONValue.string(existing.tag))",
        at: NavErrorLocation(tag: existing.tag))
    }
    try RouteTag.checkNames([tag] + aliases, of: typeName) { entriesByTag[$0]?.codec.typeName }
    let entry = Entry(tag: tag, codec: codec)
    entriesByType[ObjectIdentifier(type)] = entry
    for name in [tag] + aliases {
      entriesByTag[name] = entry
      tagIndex.insert(name, entry.codec)
    }
  }

  /// Registers `Int`, `String`, `Bool`, `Double` and `UUID` under their qualified names, as SwiftUI
  /// writes them (`Swift.Int`, ...); `UUID` under this platform's spelling, reading the other one
  /// (`Foundation.UUID` on Apple platforms, `FoundationEssentials.UUID` on Linux) as an alias.
  ///
  /// - Precondition: None of these types is registered yet.
  public mutating func registerStandardTypes() {
    register(Int.self)
    register(String.self)
    register(Bool.self)
    register(Double.self)
    let uuidTag = String(reflecting: UUID.self)
    let uuidAliases = ["Foundation.UUID", "FoundationEssentials.UUID"].filter { $0 != uuidTag }
    register(UUID.self, tag: uuidTag, aliases: uuidAliases)
  }

  /// Returns the tag written for values of the given type, or `nil` when it is not registered.
  ///
  /// - Parameter type: The type to look up.
  /// - Returns: The type's tag.
  /// - Complexity: O(1).
  public func tag(for type: any Any.Type) -> String? {
    entriesByType[ObjectIdentifier(type)]?.tag
  }

  /// Whether a tag or an alias is registered.
  ///
  /// - Parameter tag: The tag to look up.
  /// - Returns: `true` when values with this tag can be decoded.
  /// - Complexity: O(1).
  public func isRegistered(tag: String) -> Bool {
    entriesByTag[tag] != nil
  }

  func entry(forTag tag: String) -> Entry? {
    entriesByTag[tag]
  }

  /// The codec of a tag or alias given by its UTF-8 bytes.
  func codec(forTagUTF8 utf8: UnsafeRawBufferPointer) -> (any ElementCodec.Type)? {
    tagIndex.codec(forUTF8: utf8)
  }

  /// The number of tags and aliases registered.
  var tagNameCount: Int { tagIndex.count }

  func entry(forType type: any Any.Type) -> Entry? {
    entriesByType[ObjectIdentifier(type)]
  }
}
