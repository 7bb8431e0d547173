/// The shape of one element's part of a link: literal segments, named parameters and optional
/// query items, written as `/recipe/:id?servings&unit`.
///
/// - A segment that starts with `:` is a parameter; any other segment is a literal, matched
///   exactly (case-sensitive) against the percent-decoded segment of the link.
/// - Names after `?`, separated by `&`, are query items; only the top element of a link reads them.
/// - The leading `/` may be left out. A pattern has at least one segment.
///
/// Patterns are usually written as string literals, which trap on a malformed pattern; build one
/// from a string with ``init(parsing:)`` to get an error instead.
///
/// ```swift
/// let pattern: DeepLinkPattern = "/category/:name"
/// print(pattern)  // /category/:name
/// // Throws: the pattern has an empty segment.
/// try DeepLinkPattern(parsing: "/category//:name")
/// ```
public struct DeepLinkPattern: Hashable, Sendable {
  /// One segment of a pattern.
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  /// The path segments, in order.
  let segments: [Segment]

  /// The query item names, in order.
  package let queryItemNames: [String]

  /// The path parameters' names, in order, without the `:`.
  package var parameterNames: [String] {
    segments.compactMap {
      if case .parameter(let name) = $0 { name } else { nil }
    }
  }

  /// Reads a pattern such as `/recipe/:id?servings`.
  ///
  /// ```swift
  /// let pattern = try DeepLinkPattern(parsing: "/recipe/:id")
  /// ```
  ///
  /// - Parameter text: The pattern.
  /// - Throws: ``RouteDeclarationError`` when the pattern has no segment, an empty segment, an
  ///   empty or repeated name, or a literal `.` or `..` segment.
  public init(parsing text: String) throws(RouteDeclarationError) {
    var path = Substring(text)
    var query: Substring = ""
    if let mark = text.firstIndex(of: "?") {
      path = text[..<mark]
      query = text[text.index(after: mark)...]
    }
    if path.first == "/" { path = path.dropFirst() }
    guard !path.isEmpty else {
      throw RouteDeclarationError(.noSegment, pattern: text, reason: "has no segment")
    }
    var names: Set<String> = []
    func claim(_ name: Substring, as what: String) throws(RouteDeclarationError) -> String {
      guard !name.isEmpty else {
        throw RouteDeclarationError(.emptyName, pattern: text, reason: "has an empty \(what) name")
      }
      guard names.insert(String(name)).inserted else {
        throw RouteDeclarationError(
          .repeatedName, pattern: text, reason: "uses the name \"\(name)\" twice")
      }
      return String(name)
    }
    var segments: [Segment] = []
    for piece in path.split(separator: "/", omittingEmptySubsequences: false) {
      if piece.isEmpty {
        throw RouteDeclarationError(.emptySegment, pattern: text, reason: "has an empty segment")
      }
      if piece == "." || piece == ".." {
        throw RouteDeclarationError(
          .dotSegmentInPattern, pattern: text, reason: "has a dot segment \"\(piece)\"")
      }
      if piece.first == ":" {
        segments.append(.parameter(try claim(piece.dropFirst(), as: "parameter")))
      } else {
        segments.append(.literal(String(piece)))
      }
    }
    var queryItemNames: [String] = []
    if !query.isEmpty || text.last == "?" {
      for name in query.split(separator: "&", omittingEmptySubsequences: false) {
        queryItemNames.append(try claim(name, as: "query item"))
      }
    }
    self.segments = segments
    self.queryItemNames = queryItemNames
  }

  /// The number of parameters: path parameters, then query items.
  @usableFromInline
  var parameterCount: Int {
    parameterNames.count + queryItemNames.count
  }
}

extension DeepLinkPattern: ExpressibleByStringLiteral {
  /// Reads a pattern literal such as `"/recipe/:id?servings"`.
  ///
  /// - Parameter value: The pattern.
  /// - Precondition: The pattern is well formed; ``init(parsing:)`` is the non-trapping twin.
  public init(stringLiteral value: String) {
    do {
      try self.init(parsing: value)
    } catch {
      preconditionFailure(error.description)
    }
  }
}

extension DeepLinkPattern: CustomStringConvertible {
  /// The pattern as written, normalised to start with `/`: `/recipe/:id?servings`.
  public var description: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .parameter(let name): ":" + name
      }
    }
    let query = queryItemNames.isEmpty ? "" : "?" + queryItemNames.joined(separator: "&")
    return "/" + path.joined(separator: "/") + query
  }
}
