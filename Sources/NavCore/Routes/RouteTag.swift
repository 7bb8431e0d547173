/// The tag a route declares for its type, as plain data: NavCodable's registry of saved types is
/// made from these.
package struct RouteTag: Sendable {
  /// The tagged type, which ``NavRoutes`` checked to be `Codable`.
  package let type: any (Hashable & Sendable).Type

  /// The type's short name, for messages.
  package let typeName: String

  /// The tag written for the type's values.
  package let tag: String

  /// Other tags read as the type.
  package let aliases: [String]

  /// The tag, then the aliases.
  var names: [String] { [tag] + aliases }
}
