public import NavCore

extension NavTypeRegistry {
  /// Creates the registry of the saved types of some routes: each type declared with a tag, in
  /// any scope, under that tag and its aliases.
  ///
  /// ```swift
  /// var routes = NavRoutes<Screen>()
  /// routes.route(Category.self, tag: "category") { .category($0) }
  /// routes.route(AppTab.self, tag: "tab")  // saved, but not a screen
  /// let types = NavTypeRegistry(routes: routes, schema: NavSchema(version: 2))
  /// ```
  ///
  /// The routes have already checked their tags (one per type, none taken twice, every tagged
  /// type `Codable`), so this cannot fail.
  ///
  /// - Parameters:
  ///   - routes: The routes; a type declared without a tag is not in the registry.
  ///   - schema: The format version and migrations. The default is version 1 with none.
  /// - Complexity: O(*t*), where *t* is the number of tags and aliases.
  public init(routes: NavRoutes<some Any>, schema: NavSchema = NavSchema()) {
    self.init(schema: schema)
    for route in routes.tags {
      do {
        try tryRegister(
          codec: Self.codec(of: route.type), type: route.type, tag: route.tag,
          aliases: route.aliases)
      } catch {
        preconditionFailure("NavTypeRegistry(routes:): \(error)")
      }
    }
  }

  /// The codec of a type that ``NavCore/NavRoutes`` checked to be `Codable`.
  private static func codec<Value: Hashable & Sendable>(
    of type: Value.Type
  ) -> any ElementCodec.Type {
    guard let opened = CodableOpener<Value>.self as? any CodecProviding.Type else {
      preconditionFailure("NavTypeRegistry(routes:): \(Value.self) is not Codable")
    }
    return opened.codec
  }
}

/// Gives the codec of a type known to be `Hashable & Sendable` statically and `Codable` only at
/// run time: the conditional conformance below is found by a dynamic cast.
private enum CodableOpener<Value: Hashable & Sendable> {}

/// A type that knows its codec.
private protocol CodecProviding {
  /// The codec.
  static var codec: any ElementCodec.Type { get }
}

extension CodableOpener: CodecProviding where Value: Codable {
  static var codec: any ElementCodec.Type { Codec<Value>.self }
}
