/// The tag a route declares for its type, as plain data: NavCodable's registry of saved types is
/// made from these.
package struct RouteTag: Sendable {
  /// The tagged type, which ``NavRoutes`` checked to be `Codable`.
  package let type: any (Hashable & Sendable).Type

  /// The type's module-qualified name, for messages, as in `MyApp.Recipe`.
  package let typeName: String

  /// The tag written for the type's values.
  package let tag: String

  /// Other tags read as the type.
  package let aliases: [String]

  /// The declaration that gave the tag: the same one when nested routes given to several routes
  /// bring it again, another one when a second scope gives the type a tag too.
  let declaration = Declaration()

  /// The tag, then the aliases.
  var names: [String] { [tag] + aliases }

  /// The identity of one declaration of a tag.
  final class Declaration: Sendable {}
}

extension RouteTag {
  /// Checks the names a type is to be saved under, for ``NavRoutes`` and NavCodable's registry
  /// alike: each given once, and none another type's.
  ///
  /// - Parameters:
  ///   - names: The tag, then the aliases.
  ///   - typeName: The type's name, for messages.
  ///   - owner: The name of the type a tag already belongs to, or `nil` when it is free.
  /// - Throws: ``NavErrorKind/tagAlreadyDeclared`` when a name is another type's,
  ///   or ``NavErrorKind/repeatedTag`` when it is given twice.
  package static func checkNames(
    _ names: [String], of typeName: String, owner: (String) -> String?
  ) throws(RouteDeclarationError) {
    var seen: Set<String> = []
    for name in names {
      if let owner = owner(name) {
        throw RouteDeclarationError(
          .tagAlreadyDeclared, "tag \(quoted(name)) of \(typeName) is already \(owner)'s",
          at: NavErrorLocation(tag: name))
      }
      guard seen.insert(name).inserted else {
        throw RouteDeclarationError(
          .repeatedTag, "tag \(quoted(name)) of \(typeName) is given twice",
          at: NavErrorLocation(tag: name))
      }
    }
  }
}
