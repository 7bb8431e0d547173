extension DeepLinkTable {
  /// Prints a stack as the link that reads back as it.
  ///
  /// Each element is printed by the first route whose `print` closure accepts it. Segments and
  /// query items are percent-encoded except for `A-Z a-z 0-9 - . _ ~`; the link starts with the
  /// first of the table's origins, or is a bare path (`/a/b`) when there is none.
  ///
  /// ```swift
  /// try table.link(for: NavPath([Category(name: "desserts"), Recipe.ID(42)]))
  /// // "myapp://category/desserts/recipe/42"
  /// ```
  ///
  /// The link is not read back: the table proved when it was built that no two routes can print
  /// the same link, so each element only goes back through the `parse` of its route (and of the
  /// routes of the same shape declared before it), which also runs the route's validation.
  ///
  /// - Parameter path: The stack, root first: a ``NavPath``, a ``TypedPath`` or any sequence of
  ///   elements.
  /// - Returns: A link `link` such that `parse(link)` gives the stack back.
  /// - Throws: ``DeepLinkError`` naming the index and type of the first element that the table
  ///   cannot express: no route prints it, a parameter prints as an empty or dot segment, an
  ///   element below the top prints a query item, its routes are of a nested scope that is not
  ///   below it (``NavErrorKind/outOfScope``), its route's `parse` rejects what its `print`
  ///   gave, or it reads back as another element; or the link is longer than the table's
  ///   `maximumLength`.
  /// - Complexity: Linear in the length of the link.
  @inlinable
  public func link(for path: some Sequence<Element>) throws(DeepLinkError) -> String {
    // NavPath's own code: Design.md, "Generic code without run-time look-ups".
    let elements = (path as? NavPath).map { identityCast($0.elements, to: [Element].self) }
    if Element.self == NavPath.Element.self {
      let table = identityCast(self, to: DeepLinkTable<NavPath.Element>.self)
      return try table.linkForNavPathElements(
        identityCast(elements ?? Array(path), to: [NavPath.Element].self))
    }
    return try link(forElements: elements ?? Array(path))
  }

  /// Prints the elements of a stack, root first; see `link(for:)`.
  @usableFromInline
  func link(forElements elements: [Element]) throws(DeepLinkError) -> String {
    // The link's bytes, made a String once at the end: cheaper than appending to a String.
    var link = Array((origins.first?.prefix ?? "/").utf8)
    let pathStart = link.count
    var queryItems: [(name: String, text: String)] = []
    // The first element that does not read back; its error is thrown once the whole link is
    // printed, after any error of printing itself.
    var mismatch: Int?
    // The texts of the element being printed, in one buffer for the whole link.
    var texts: [String?] = []
    var types = scopeTypes(below: [])
    for index in elements.indices {
      let element = elements[index]
      let isTop = index == elements.count - 1
      let route = try printable(element, at: index, above: types, into: &texts)
      types?.insert(element: element)
      var parameter = 0
      for segment in routes[route].pattern.segments {
        if link.count > pathStart { link.append(UInt8(ascii: "/")) }
        switch segment {
        case .literal(let literal):
          appendPercentEncoded(literal, to: &link)
        case .parameter:
          // `printable` checked that every path parameter has a text.
          appendPercentEncoded(texts[parameter] ?? "", to: &link)
          parameter += 1
        }
      }
      for (name, text) in zip(routes[route].pattern.queryItemNames, texts[parameter...]) {
        guard let text else { continue }
        guard isTop else {
          throw DeepLinkError(
            .queryItemBelowTop,
            "element \(index) (\(describe(element))) prints query item \(quoted(name)), but "
              + "only the top element carries query items",
            element: index)
        }
        queryItems.append((name, text))
      }
      if mismatch == nil && !readsBack(element, from: texts, printedBy: route, isTop: isTop) {
        mismatch = index
      }
    }
    for (position, item) in queryItems.enumerated() {
      link.append(position == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
      appendPercentEncoded(item.name, to: &link)
      link.append(UInt8(ascii: "="))
      appendPercentEncoded(item.text, to: &link)
    }
    let printed = String(decoding: link, as: UTF8.self)
    guard link.count <= maximumLength else {
      throw DeepLinkError(
        .notReversible,
        "the printed link \(quoted(printed)) does not read back: link is \(link.count) bytes "
          + "long; the limit is \(maximumLength)")
    }
    if let index = mismatch {
      let element = elements[index]
      let route = try printable(
        element, at: index, above: scopeTypes(below: Array(elements[..<index])), into: &texts)
      let readBack = readBack(texts, printedBy: route, isTop: index == elements.count - 1)
      throw error(readBack, for: element, at: index, texts: texts, link: printed)
    }
    return printed
  }

  /// Checks that an element pushed from elsewhere, such as one a service decoded, is one that a
  /// link of this table could carry: a route prints it, and the route's `parse` (its validation
  /// hook, the one that runs when a link is read) accepts what it printed and gives it back.
  ///
  /// ```swift
  /// try table.validate(NavPath.Element(Recipe.ID(42)))  // passes
  /// try table.validate(NavPath.Element(Recipe.ID(0)))
  /// // throws: Recipe.ID(0) as ID is rejected by route /recipe/:id:
  /// // recipe ids start at 1
  /// ```
  ///
  /// - Parameter element: The element, checked as the top of a stack (its query items allowed).
  /// - Throws: ``DeepLinkError`` of kind ``NavErrorKind/noRoute``,
  ///   ``NavErrorKind/unprintableParameter``, ``NavErrorKind/rejectedValues`` (with
  ///   the route's reason) or ``NavErrorKind/notReversible``.
  /// - Complexity: O(*r*) `print` closures for *r* routes, then one `parse` per route of the
  ///   printing route's shape.
  public func validate(_ element: Element) throws(DeepLinkError) {
    var texts: [String?] = []
    let route = try printable(element, at: nil, above: nil, into: &texts)
    guard !readsBack(element, from: texts, printedBy: route, isTop: true) else { return }
    throw error(
      readBack(texts, printedBy: route, isTop: true), for: element, at: nil, texts: texts,
      link: nil)
  }
}

extension DeepLinkTable {
  /// What the texts a route printed for an element read back as.
  enum ReadBack {
    /// The element they read back as.
    case same(Element)
    /// A parameter failed to read: its index in pattern order, and the reason (`nil` when the
    /// parameter had no text).
    case parameter(route: Int, index: Int, reason: String?)
    /// The route's `parse` refused the values, with its reason if it gave one.
    case rejected(route: Int, reason: String?)
  }

  /// The first route that prints `element`, with the texts of its parameters in pattern order
  /// written into `texts`, or an error when none does or a path parameter cannot be a segment.
  ///
  /// - Parameters:
  ///   - index: The element's index in the path being printed; `nil` when it is checked alone.
  ///   - types: The types of the elements below it, which decide where routes declared in a
  ///     nested scope print; `nil` when the table has none, or for an element checked alone.
  private func printable(
    _ element: Element, at index: Int?, above types: DeepLinkScope.Below?,
    into texts: inout [String?]
  ) throws(DeepLinkError) -> Int {
    var closedScope: DeepLinkScope?
    for route in routes.indices {
      guard routes[route].texts(element, &texts) else { continue }
      if let scope = routes[route].scope, let types, !scope.isOpen(above: types) {
        closedScope = closedScope ?? scope
        continue
      }
      // Only path parameters become segments; a query item may print no text or be empty.
      for parameter in 0..<pathParameterCounts[route] {
        guard let text = texts[parameter], !text.isEmpty, text != ".", text != ".." else {
          let name = routes[route].pattern.parameterNames[parameter]
          let problem =
            switch texts[parameter] {
            case nil: "prints no text for parameter :\(name)"
            case ""?: "prints parameter :\(name) as an empty segment"
            case let text?: "prints parameter :\(name) as the dot segment \(quoted(text))"
            }
          throw DeepLinkError(
            .unprintableParameter, "\(subject(element, at: index)) \(problem)", element: index)
        }
      }
      return route
    }
    if let closedScope {
      throw DeepLinkError(
        .outOfScope,
        "\(subject(element, at: index)) has only routes that print \(closedScope.requirement)",
        element: index)
    }
    throw DeepLinkError(
      .noRoute, "\(subject(element, at: index)) has no route in the table", element: index)
  }

  /// Whether the texts that `route` printed for `element` read back as it.
  ///
  /// The common case, a route alone in its shape, builds the element once and compares; the
  /// reasons for a mismatch are worked out only when there is one.
  private func readsBack(
    _ element: Element, from texts: [String?], printedBy route: Int, isTop: Bool
  ) -> Bool {
    if siblings[route].count == 1 {
      guard let back = try? routes[route].make(texts) else { return false }
      return back == element
    }
    guard case .same(let back) = readBack(texts, printedBy: route, isTop: isTop) else {
      return false
    }
    return back == element
  }

  /// Reads back the texts that `route` printed, the way reading a link would: through the first
  /// route of its shape, in declaration order, that accepts them.
  private func readBack(_ texts: [String?], printedBy route: Int, isTop: Bool) -> ReadBack {
    var failure: ReadBack?
    for sibling in siblings[route] {
      let candidate =
        sibling == route ? texts : self.texts(texts, printedBy: route, for: sibling, isTop: isTop)
      do {
        return .same(try routes[sibling].make(candidate))
      } catch {
        guard sibling == route else { continue }
        switch error {
        case .parameter(let index, let reason):
          failure = .parameter(route: route, index: index, reason: reason)
        case .rejected(let reason):
          failure = .rejected(route: route, reason: reason)
        }
      }
    }
    // The printing route is one of its siblings, so it set `failure`.
    return failure ?? .rejected(route: route, reason: nil)
  }

  /// The texts that route `sibling`, of the same shape as `route`, reads from the link `route`
  /// printed: the same path parameters, and its own query items by name from the top element.
  private func texts(_ texts: [String?], printedBy route: Int, for sibling: Int, isTop: Bool)
    -> [String?]
  {
    let names = routes[route].pattern.queryItemNames
    let pathCount = texts.count - names.count
    var result = Array(texts[..<pathCount])
    for name in routes[sibling].pattern.queryItemNames {
      result.append(isTop ? names.firstIndex(of: name).flatMap { texts[pathCount + $0] } : nil)
    }
    return result
  }

  /// The error for an element that does not read back as itself, given the texts its route
  /// printed.
  private func error(
    _ readBack: ReadBack, for element: Element, at index: Int?, texts: [String?], link: String?
  ) -> DeepLinkError {
    let subject = subject(element, at: index)
    let problem: String
    switch readBack {
    case .same(let other):
      guard let link, let index else {
        return DeepLinkError(
          .notReversible, "\(subject) reads back as \(describe(other))", element: index)
      }
      return DeepLinkError(
        .notReversible,
        "the printed link \(quoted(link)) reads back element \(index) as \(describe(other)) "
          + "instead of \(describe(element))",
        element: index)
    case .rejected(let route, let reason):
      return DeepLinkError(
        .rejectedValues,
        "\(subject) is rejected by route \(routes[route].pattern)"
          + (reason.map { ": " + $0 } ?? ""),
        element: index)
    case .parameter(let route, let parameter, let reason):
      let pattern = routes[route].pattern
      let names = pattern.parameterNames
      let label =
        parameter < names.count
        ? "parameter :\(names[parameter])"
        : "query item \(quoted(pattern.queryItemNames[parameter - names.count]))"
      let expected = routes[route].expectations[parameter]
      problem =
        switch (texts[parameter], reason) {
        case (let text?, let reason?):
          "its \(label) prints \(quoted(text)), which does not read back: \(quoted(text)) \(reason)"
        default: "its \(label) prints no text, which does not read back; expected \(expected)"
        }
    }
    let prefix = link.map { "the printed link \(quoted($0)) does not read back: " } ?? ""
    return DeepLinkError(.notReversible, prefix + "\(subject): " + problem, element: index)
  }

  /// The element named for messages: `element 2 (42 as Int)` in a path, `42 as Int` alone.
  private func subject(_ element: Element, at index: Int?) -> String {
    index.map { "element \($0) (\(describe(element)))" } ?? describe(element)
  }
}

extension DeepLinkTable where Element == NavPath.Element {
  /// Prints the elements of a ``NavPath``: `link(forElements:)` compiled for `NavPath` elements
  /// inside NavCore.
  @usableFromInline
  func linkForNavPathElements(_ elements: [Element]) throws(DeepLinkError) -> String {
    try link(forElements: elements)
  }
}
