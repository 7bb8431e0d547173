/// Why routes cannot be declared as written: a malformed link pattern, two links that can print the
/// same URL, an origin that does not read back, a type that already has a route, or a saved-type
/// tag that is taken, repeated, or given for a type that cannot be saved.
///
/// Every kind is a mistake in the app's own declarations, never in outside data, so the trapping
/// forms (pattern string literals, ``DeepLinkTable/init(origins:maximumLength:routes:)``,
/// ``NavRoutes/route(_:tag:aliases:link:destinations:screen:)``) trap with its description, and
/// their twins throw it: ``DeepLinkPattern/init(parsing:)``,
/// ``DeepLinkTable/init(validating:origins:maximumLength:)`` and
/// ``NavRoutes/tryRoute(_:tag:aliases:link:destinations:screen:)``. NavCodable's
/// `NavTypeRegistry.tryRegister` throws it too, with the same ``NavErrorKind/typeAlreadyDeclared``
/// for a type declared twice, with or without a tag.
///
/// ```swift
/// do {
///   _ = try DeepLinkTable<Route>(validating: [
///     DeepLinkRoute("/recipe/new", value: .newRecipe),
///     DeepLinkRoute("/recipe/:slug") { (slug: String) in
///       .recipe(slug)
///     } print: {
///       if case .recipe(let slug) = $0 { slug } else { nil }
///     },
///   ])
/// } catch {
///   print(error)
///   // routes 0 (/recipe/new) and 1 (/recipe/:slug) can print the same
///   // link: /recipe/:slug prints "new" for :slug, which reads back as
///   // /recipe/new
///   error.kind             // .ambiguousRoutes
///   error.location.routes  // [0, 1]
/// }
/// ```
public struct RouteDeclarationError: NavError, Hashable, Sendable {
  /// The category of a ``RouteDeclarationError``, one static member per kind: compare with `==`,
  /// or read its stable ``NavErrorKind/code``. Every kind's ``NavErrorKind/fault`` is
  /// ``NavErrorFault/caller``: declaring routes is the app's own code.
  public typealias Kind = NavErrorKind<RouteDeclarationError>

  /// The stable name of this error type, `NavCore.RouteDeclarationError`.
  public var domain: String { "NavCore.RouteDeclarationError" }

  /// The category of the failure.
  public let kind: Kind

  /// Where the mistake is: the link ``NavErrorLocation/pattern`` at fault, as written, for the
  /// pattern kinds (``NavErrorKind/noSegment`` to ``NavErrorKind/dotSegmentInPattern``); the
  /// indices of a table's ``NavErrorLocation/routes`` at fault, in declaration order, for
  /// ``NavErrorKind/ambiguousRoutes``; the ``NavErrorLocation/tag`` for the tag kinds.
  public let location: NavErrorLocation

  /// A sentence that names what is at fault and why, as in
  /// `deep-link pattern "/a//b" has an empty segment` or
  /// `MyApp.Recipe already has a route in this scope`: types by their module-qualified names.
  public let description: String

  /// An error of `kind` at `location`, described by `description`: what NavCodable reports a
  /// tag conflict with.
  package init(_ kind: Kind, _ description: String, at location: NavErrorLocation = .init()) {
    self.kind = kind
    self.description = description
    self.location = location
  }

  /// An error about the link pattern `pattern`, whose description ends with `reason`.
  init(_ kind: Kind, pattern: String, reason: String) {
    self.init(
      kind, "deep-link pattern \"\(pattern)\" \(reason)", at: NavErrorLocation(pattern: pattern))
  }
}

extension NavErrorKind where Failure == RouteDeclarationError {
  /// A link pattern has no path segment, as in `/` or `?q`.
  public static var noSegment: Self { Self(code: "noSegment", fault: .caller) }

  /// A link pattern has an empty segment, as in `/a//b`.
  public static var emptySegment: Self { Self(code: "emptySegment", fault: .caller) }

  /// A parameter or query item of a link pattern has no name, as in `/a/:`.
  public static var emptyName: Self { Self(code: "emptyName", fault: .caller) }

  /// A link pattern uses a name twice, as in `/a/:id/:id`.
  public static var repeatedName: Self { Self(code: "repeatedName", fault: .caller) }

  /// A literal segment of a link pattern is `.` or `..`.
  public static var dotSegmentInPattern: Self { Self(code: "dotSegmentInPattern", fault: .caller) }

  /// Two routes of a table can print the same link: patterns whose concatenations overlap, a
  /// parameter whose type reads another route's literal segment, or two routes of one pattern
  /// without parameters.
  public static var ambiguousRoutes: Self { Self(code: "ambiguousRoutes", fault: .caller) }

  /// A table's first origin prints a prefix that does not read back as an empty link, such as
  /// a scheme with a space, or a web host whose scheme the table also lists as a custom scheme.
  public static var unreadableOrigin: Self { Self(code: "unreadableOrigin", fault: .caller) }

  /// The type is already declared: it already has a route in this scope of a ``NavRoutes``
  /// (with or without a tag), another scope already gives it a tag (a type's tag is declared
  /// once), or it is already registered as a saved type, under another tag or the same one.
  public static var typeAlreadyDeclared: Self { Self(code: "typeAlreadyDeclared", fault: .caller) }

  /// A saved-type tag or alias is already declared for another type.
  public static var tagAlreadyDeclared: Self { Self(code: "tagAlreadyDeclared", fault: .caller) }

  /// The same tag is given twice in one declaration (as the tag and an alias, or as two
  /// aliases).
  public static var repeatedTag: Self { Self(code: "repeatedTag", fault: .caller) }

  /// A route gives aliases, older tags of its type, but no tag.
  public static var missingTag: Self { Self(code: "missingTag", fault: .caller) }

  /// A route gives a tag for a type that is not `Codable`, so its values cannot be saved.
  public static var typeNotCodable: Self { Self(code: "typeNotCodable", fault: .caller) }

  /// A route gives `destinations:` but no screen: the routes a screen declares need the
  /// screen, on top of which they show and their links open.
  public static var destinationsWithoutScreen: Self {
    Self(code: "destinationsWithoutScreen", fault: .caller)
  }
}
