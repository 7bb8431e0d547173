/// Why a set of routes and origins does not make a ``DeepLinkTable``: two routes can print the
/// same link, or the printing origin does not read back.
///
/// A table is checked once, when it is built, so that every stack it prints reads back as itself
/// without reading each printed link again. The error is a mistake in the table's declaration,
/// never in outside data: ``DeepLinkTable/init(origins:maximumLength:routes:)`` traps with this
/// description, and ``DeepLinkTable/init(validating:origins:maximumLength:)`` throws it.
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
///   // routes 0 (/recipe/new) and 1 (/recipe/:slug) can print the same link: /recipe/:slug
///   // prints "new" for :slug, which reads back as /recipe/new
///   error.kind    // .ambiguousRoutes
///   error.routes  // [0, 1]
/// }
/// ```
public struct DeepLinkTableError: NavError, Hashable, Sendable {
  /// The category of a ``DeepLinkTableError``; compare with `==`, or read its ``code``.
  ///
  /// A struct rather than an enum so that new kinds are not a breaking change.
  public struct Kind: NavErrorKind {
    /// The kind's stable, machine-readable name: the name of its static member.
    public let code: String

    /// Whose mistake an error of this kind is: the caller's or the data's.
    public let fault: NavErrorFault

    /// Two routes can print the same link: patterns whose concatenations overlap, a parameter
    /// whose type reads another route's literal segment, or two routes of one pattern without
    /// parameters.
    public static let ambiguousRoutes = Kind(code: "ambiguousRoutes", fault: .caller)
    /// The first origin prints a prefix that does not read back as an empty link, such as a
    /// scheme with a space, or a web host whose scheme the table also lists as a custom scheme.
    public static let unreadableOrigin = Kind(code: "unreadableOrigin", fault: .caller)
  }

  /// The category of the failure.
  public let kind: Kind

  /// The indices, in declaration order, of the routes at fault; empty for an origin.
  public let routes: [Int]

  /// A sentence that names the routes or the origin, and how they collide.
  public let description: String

  init(_ kind: Kind, _ description: String, routes: [Int] = []) {
    self.kind = kind
    self.description = description
    self.routes = routes
  }
}
