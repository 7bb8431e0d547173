/// The routes of an app's deep links, declared once: reads a link as a whole stack and prints a
/// stack back as a link.
///
/// ## Motivation
/// A push notification, a shared link or a Universal Link must open a screen several levels deep
/// with its parents below it, and a screen must be shareable as a link. A table maps each pattern
/// to one element of the stack; a link is a concatenation of patterns, root first.
///
/// ```swift
/// let table = DeepLinkTable<NavPath.Element>(
///   origins: [.scheme("myapp"), .web(host: "example.com")],
///   routes: [
///     DeepLinkRoute("/category/:name", to: Category.self) {
///       (name: String) in
///       Category(name: name)
///     } print: { $0.name },
///     DeepLinkRoute("/recipe/:id", to: Recipe.ID.self) { (id: Int) in
///       Recipe.ID(id)
///     } print: { $0.rawValue },
///   ])
///
/// let path = try table.open("myapp://category/desserts/recipe/42")
/// // NavPath([Category(name: "desserts"), Recipe.ID(42)])
/// try table.link(for: path)  // "myapp://category/desserts/recipe/42"
/// try path.open("myapp://category/mains", with: table)  // pop 2, push 1
/// ```
///
/// For a stack whose routes are one enum, make a `DeepLinkTable<Route>` and open links as a
/// `TypedPath<Route>` with the same ``open(_:as:validate:)``. ``NavRoutes`` declares a table's
/// routes beside each type's screen and tag; the table stays usable on its own.
///
/// ## Reading rules
/// - Links with a scheme must use one of the table's origins; links without one are read as paths.
/// - Empty segments (`//`, a trailing `/`) are dropped; `.` and `..` segments are rejected.
/// - Segments are split on `/` before they are percent-decoded, so `%2F` is a `/` inside a value.
///   `+` is a plus sign, as in `URLComponents` (not a space, as in HTML forms).
/// - Query items are read for the top element only; unknown items are ignored, and the first
///   value of a repeated item wins. The fragment (`#...`) is ignored.
/// - The link is split into patterns by their shape (literal segments and parameter positions)
///   alone. When several splits exist, the first element takes the longest pattern that still lets
///   the rest of the link match; between patterns of the same length, a literal segment beats a
///   parameter at the first place they differ.
/// - Among routes of the same shape (`/recipe/:id` with an `Int`, `/recipe/:slug` with a `String`),
///   the first declared route whose parameters read, and whose `parse` accepts them, wins; when
///   none does, the error is the first route's.
///
/// ## Performance
/// Patterns are compiled into a trie whose edges are literal segments or "any segment". Reading a
/// link of *n* bytes and *s* segments costs O(*n*) to split and decode it, then O(*s* × *t*) to
/// match it, where *t* is the number of trie nodes no deeper than the longest pattern (at most the
/// number of segments in all patterns): a property of the table, not of the link. There is no
/// backtracking: the matcher fills one table of "the rest can be matched from here" flags,
/// from the end of the link to its start.
public struct DeepLinkTable<Element: Hashable & Sendable>: Sendable {
  /// The origins this table accepts; links are printed with the first one, or as bare paths
  /// (`/a/b`) when there is none.
  public let origins: [DeepLinkOrigin]

  /// The longest link, in UTF-8 bytes, that the table reads; longer links fail with
  /// ``NavErrorKind/tooLong`` before any other work.
  public let maximumLength: Int

  /// The routes, in order of declaration.
  public let routes: [DeepLinkRoute<Element>]

  /// The patterns compiled for matching.
  let trie: DeepLinkTrie

  /// For each route, the routes of its shape (its own included) in declaration order: the routes
  /// that reading tries for the segments it prints.
  let siblings: [[Int]]

  /// For each route, the number of its path parameters: the texts that printing writes as
  /// segments.
  let pathParameterCounts: [Int]

  /// Whether some route opens only in a nested scope, so that reading and printing track the
  /// types below each element.
  let hasScopes: Bool

  /// Creates a table from its routes, checking once that no two routes can print the same link.
  ///
  /// ```swift
  /// let table = DeepLinkTable<Route>(
  ///   origins: [.scheme("myapp")], routes: routes)
  /// ```
  ///
  /// - Parameters:
  ///   - origins: The schemes and web hosts links may start with; none means paths only.
  ///   - maximumLength: The longest link in UTF-8 bytes that the table reads; longer links fail
  ///     with ``NavErrorKind/tooLong`` before any other work. The default, 8192, is a
  ///     common limit of HTTP servers for a request line.
  ///   - routes: The routes, in order of preference among routes of the same shape.
  /// - Precondition: No two routes can print the same link, and the first origin reads back; see
  ///   ``RouteDeclarationError``. Use ``init(validating:origins:maximumLength:)`` for a form that
  ///   throws instead.
  /// - Complexity: O(*r* × *p* × *l*) for *r* routes, *p* segments in all patterns and *l* the
  ///   longest pattern; once per table.
  public init(
    origins: [DeepLinkOrigin] = [],
    maximumLength: Int = 8192,
    routes: [DeepLinkRoute<Element>]
  ) {
    do {
      try self.init(validating: routes, origins: origins, maximumLength: maximumLength)
    } catch {
      preconditionFailure("DeepLinkTable: \(error)")
    }
  }

  /// Creates a table from its routes, or says which two routes can print the same link.
  ///
  /// The non-trapping twin of ``init(origins:maximumLength:routes:)``, for tables built from
  /// configuration.
  ///
  /// ```swift
  /// let table = try DeepLinkTable(
  ///   validating: routes, origins: [.scheme("myapp")])
  /// ```
  ///
  /// - Parameters:
  ///   - routes: The routes, in order of preference among routes of the same shape.
  ///   - origins: The schemes and web hosts links may start with; none means paths only.
  ///   - maximumLength: The longest link in UTF-8 bytes that the table reads; longer links fail
  ///     with ``NavErrorKind/tooLong`` before any other work. The default, 8192, is a
  ///     common limit of HTTP servers for a request line.
  /// - Throws: ``RouteDeclarationError`` naming two routes that can print the same link, or the
  ///   first origin when the prefix it prints does not read back as an empty link.
  /// - Complexity: O(*r* × *p* × *l*) for *r* routes, *p* segments in all patterns and *l* the
  ///   longest pattern; once per table.
  public init(
    validating routes: [DeepLinkRoute<Element>],
    origins: [DeepLinkOrigin] = [],
    maximumLength: Int = 8192
  ) throws(RouteDeclarationError) {
    self.init(unchecked: routes, origins: origins, maximumLength: maximumLength)
    try DeepLinkAmbiguity(patterns: routes.map(\.pattern), reads: routes.map(\.reads)).check()
    // Printing writes this prefix, then segments that scan back as themselves (see `link(for:)`).
    let prefix = origins.first?.prefix ?? "/"
    let scanned = try? DeepLinkScanner(origins: origins, maximumLength: .max).scan(prefix)
    guard let scanned, scanned.segments.isEmpty, scanned.queryItems.isEmpty,
      scanned.pathEnd == prefix.utf8.count
    else {
      throw RouteDeclarationError(
        .unreadableOrigin,
        "the first origin prints links starting with \(quoted(prefix)), which do not read back "
          + "as the empty link")
    }
  }

  /// Creates a table without checking that its routes cannot print the same link: a test hook,
  /// for the reading rules on tables whose printing carries no guarantee.
  package init(
    unchecked routes: [DeepLinkRoute<Element>], origins: [DeepLinkOrigin] = [],
    maximumLength: Int = 8192
  ) {
    self.origins = origins
    self.maximumLength = maximumLength
    self.routes = routes
    trie = DeepLinkTrie(patterns: routes.map(\.pattern))
    siblings = routes.map { route in
      routes.indices.filter { routes[$0].pattern.shape == route.pattern.shape }
    }
    pathParameterCounts = routes.map { $0.pattern.parameterNames.count }
    hasScopes = routes.contains { $0.scope != nil }
  }

  /// The types below the first element of a link placed on `below`, when some route needs
  /// them.
  func scopeTypes(below: [Element]) -> DeepLinkScope.Below? {
    hasScopes ? DeepLinkScope.Below(below) : nil
  }

  /// The scanner for this table's origins and limit.
  var scanner: DeepLinkScanner {
    DeepLinkScanner(origins: origins, maximumLength: maximumLength)
  }
}

extension DeepLinkTable {
  /// Opens a link as a fresh stack of the type the context or `type` names: a ``TypedPath``
  /// for a table of routes, or another stack for a table of `NavPath.Element`s (which open a
  /// ``NavPath`` without one, through ``open(_:validate:)``).
  ///
  /// ```swift
  /// let routes = try typedTable.open(
  ///   "myapp://recipe/42", as: TypedPath.self)
  /// let shown: TypedPath<Route> = try typedTable.open("myapp://recipe/42")
  /// ```
  ///
  /// To open a link on a stack the app already shows, use `path.open(_:with:)`, which returns
  /// the transition it applied.
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - type: The stack type to read; inferred from the context when left out.
  ///   - validate: Sees the whole stack and returns `nil` to accept it, or a ``DeepLinkRejection``
  ///     naming the first element that cannot be shown, such as a destination registry's first
  ///     miss. The default accepts every stack.
  /// - Returns: The whole stack the link stands for.
  /// - Throws: ``DeepLinkError`` saying which segment at which offset failed and what the table
  ///   expected there; no partial path is ever returned.
  /// - Complexity: Linear in the length of the link; see the table's Performance notes.
  @inlinable
  public func open<Path: StackPath>(
    _ link: String, as type: Path.Type = Path.self,
    validate: (Path) -> DeepLinkRejection? = { _ in nil }
  ) throws(DeepLinkError) -> Path where Path.Element == Element {
    // NavPath's own code: Design.md, "Generic code without run-time look-ups".
    if Element.self == NavPath.Element.self {
      let table = identityCast(self, to: DeepLinkTable<NavPath.Element>.self)
      let elements = try table.parseNavPathElements(link) { elements in
        validate(Path(wrapping: identityCast(elements, to: [Element].self)))
      }
      return Path(wrapping: identityCast(elements, to: [Element].self))
    }
    return Path(wrapping: try parse(link) { validate(Path(wrapping: $0)) })
  }
}

extension DeepLinkTable where Element == NavPath.Element {
  /// Opens a link as a fresh ``NavPath``, root first: the stack a table of `NavPath.Element`s
  /// opens unless the caller asks for another one with ``open(_:as:validate:)``.
  ///
  /// ```swift
  /// let path = try table.open("myapp://category/desserts/recipe/42")
  /// // NavPath([Category(name: "desserts"), Recipe.ID(42)])
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - validate: Sees the whole stack and returns `nil` to accept it, or a ``DeepLinkRejection``
  ///     naming the first element that cannot be shown. The default accepts every stack.
  /// - Returns: The whole stack the link stands for.
  /// - Throws: ``DeepLinkError`` saying which segment at which offset failed and what the table
  ///   expected there; no partial path is ever returned.
  /// - Complexity: Linear in the length of the link; see the table's Performance notes.
  // An overload of the generic form, because Swift has no default for a generic parameter: a
  // default `as: NavPath.self` does not type-check there, so the generic form needs a context
  // or an `as:` that names the stack.
  public func open(
    _ link: String, validate: (NavPath) -> DeepLinkRejection? = { _ in nil }
  ) throws(DeepLinkError) -> NavPath {
    try open(link, as: NavPath.self, validate: validate)
  }

  /// `parse(_:validate:)`, compiled for `NavPath` elements inside NavCore.
  @usableFromInline
  func parseNavPathElements(
    _ link: String, validate: ([Element]) -> DeepLinkRejection?
  ) throws(DeepLinkError) -> [Element] {
    try parse(link, validate: validate)
  }
}

extension StackPath {
  /// A stack holding these elements as they are: for a ``NavPath`` no element is unwrapped and
  /// the array is not copied, where `NavPath(_:)` maps every element.
  @inlinable
  init(wrapping elements: [Element]) {
    guard Self.self == NavPath.self, Element.self == NavPath.Element.self else {
      self.init(elements)
      return
    }
    var path = NavPath()
    path.elements = identityCast(elements, to: [NavPath.Element].self)
    self = identityCast(path, to: Self.self)
  }
}
