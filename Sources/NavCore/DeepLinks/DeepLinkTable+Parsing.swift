extension DeepLinkTable {
  /// Reads a link as the elements of a stack, root first: what ``open(_:as:validate:)``
  /// wraps, for this package's own tests. Users read a table of any element type as a
  /// ``TypedPath`` of its elements (`table.open(link, as: TypedPath.self)`).
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - validate: Sees the whole stack and returns `nil` to accept it, or a ``DeepLinkRejection``
  ///     naming the first element that cannot be shown, such as one without a destination. The
  ///     default accepts every stack.
  /// - Returns: The elements, root first; empty for a link without segments (`myapp://`, `/`).
  /// - Throws: ``DeepLinkError`` saying which segment at which offset failed and what the table
  ///   expected there; no partial stack is ever returned.
  /// - Complexity: Linear in the length of the link; see the table's Performance notes.
  @usableFromInline
  package func parse(
    _ link: String, validate: ([Element]) -> DeepLinkRejection? = { _ in nil }
  ) throws(DeepLinkError) -> [Element] {
    try parse(link, below: [], validate: validate)
  }

  /// Reads a link whose elements are to go on top of `below`, validating the combined stack.
  func parse(
    _ link: String, below: [Element], validate: ([Element]) -> DeepLinkRejection?
  ) throws(DeepLinkError) -> [Element] {
    try parse(scanner.scan(link), below: below, validate: validate)
  }

  /// Reads the parts of a scanned link as elements that are to go on top of `below`.
  func parse(
    _ scanned: ScannedLink, below: [Element], validate: ([Element]) -> DeepLinkRejection?
  ) throws(DeepLinkError) -> [Element] {
    let matches: [DeepLinkTrie.Match]
    switch trie.match(scanned.segments.map { trie.literalIDs[$0.text] }) {
    case .success(let found): matches = found
    case .failure(let failure): throw error(for: failure, in: scanned)
    }
    var elements: [Element] = []
    elements.reserveCapacity(matches.count)
    var types = scopeTypes(below: below)
    for index in matches.indices {
      let element = try element(
        at: index, of: matches[index], isTop: index == matches.count - 1, above: types,
        in: scanned)
      elements.append(element)
      types?.insert(element: element)
    }
    try check(elements, below: below, readFrom: matches, in: scanned, validate: validate)
    return elements
  }

  /// Builds the element that the first of the matched routes whose values read stands for, or
  /// throws the first route's error when none does.
  ///
  /// - Parameter types: The types of the elements below, when some route of the table opens
  ///   only in a nested scope.
  private func element(
    at index: Int, of match: DeepLinkTrie.Match, isTop: Bool, above types: DeepLinkScope.Below?,
    in scanned: ScannedLink
  ) throws(DeepLinkError) -> Element {
    // The trie records a match only where at least one route ends.
    do {
      return try element(
        at: index, of: match, by: routes[match.routes[0]], isTop: isTop, above: types,
        in: scanned)
    } catch {
      for route in match.routes.dropFirst() {
        if let element = try? element(
          at: index, of: match, by: routes[route], isTop: isTop, above: types, in: scanned)
        {
          return element
        }
      }
      throw error
    }
  }

  /// Builds the element that a route stands for, if the route opens above `types`.
  private func element(
    at index: Int, of match: DeepLinkTrie.Match, by route: DeepLinkRoute<Element>, isTop: Bool,
    above types: DeepLinkScope.Below?, in scanned: ScannedLink
  ) throws(DeepLinkError) -> Element {
    if let scope = route.scope, let types, !scope.isOpen(above: types) {
      let first = scanned.segments[match.start]
      throw DeepLinkError(
        .outOfScope,
        "route \(route.pattern) at segment \(match.start) (offset \(first.offset)) opens only "
          + scope.requirement,
        offset: first.offset, segment: match.start, element: index)
    }
    // One array of texts in pattern order: path parameters, then query items.
    let pattern = route.pattern
    var texts: [String?] = []
    texts.reserveCapacity(route.expectations.count)
    for position in pattern.segments.indices {
      if case .parameter = pattern.segments[position] {
        texts.append(scanned.segments[match.start + position].text)
      }
    }
    for name in pattern.queryItemNames {
      texts.append(isTop ? scanned.queryItems[name]?.text : nil)
    }
    let parameter: Int
    let reason: String?
    do {
      return try route.make(texts)
    } catch {
      switch error {
      case .parameter(let failed, let failure):
        (parameter, reason) = (failed, failure)
      case .rejected(let reason):
        let first = scanned.segments[match.start]
        throw DeepLinkError(
          .rejectedValues,
          "route \(pattern) rejected its values at segment \(match.start) "
            + "(offset \(first.offset))" + (reason.map { ": " + $0 } ?? ""),
          offset: first.offset, segment: match.start, element: index)
      }
    }
    let first = scanned.segments[match.start]
    var place: String { "segment \(match.start) (offset \(first.offset))" }
    let parameterSegments = pattern.segments.indices.filter {
      if case .parameter = pattern.segments[$0] { true } else { false }
    }.map { match.start + $0 }
    let queryTexts = pattern.queryItemNames.map { isTop ? scanned.queryItems[$0] : nil }
    let expected = route.expectations[parameter]
    if parameter < parameterSegments.count {
      let segment = parameterSegments[parameter]
      let part = scanned.segments[segment]
      throw DeepLinkError(
        .invalidParameter,
        "parameter :\(route.pattern.parameterNames[parameter]) at segment \(segment) "
          + "(offset \(part.offset)): \(quoted(part.text)) \(reason ?? "is not \(expected)")",
        offset: part.offset, segment: segment, element: index)
    }
    let name = route.pattern.queryItemNames[parameter - parameterSegments.count]
    guard let reason, let item = queryTexts[parameter - parameterSegments.count] else {
      throw DeepLinkError(
        .missingQueryItem,
        "missing query item \(quoted(name)) of \(route.pattern) at \(place); expected \(expected)"
          + (isTop ? "" : "; only the top element reads query items"),
        offset: first.offset, segment: match.start, element: index)
    }
    throw DeepLinkError(
      .invalidParameter,
      "query item \(quoted(name)) at offset \(item.offset): \(quoted(item.text)) \(reason)",
      offset: item.offset, element: index)
  }

  /// The error for a link whose segments no sequence of patterns matches.
  private func error(for failure: DeepLinkTrie.Failure, in scanned: ScannedLink) -> DeepLinkError {
    let expected = alternatives(failure.expected)
    guard failure.segment < scanned.segments.count else {
      return DeepLinkError(
        .incompleteLink,
        "link ends at offset \(scanned.pathEnd) where segment \(failure.segment) should be; "
          + "expected \(expected)",
        offset: scanned.pathEnd, segment: failure.segment)
    }
    let part = scanned.segments[failure.segment]
    return DeepLinkError(
      .unknownSegment,
      "unknown segment \(quoted(part.text)) at segment \(failure.segment) (offset \(part.offset)); "
        + "expected \(expected)",
      offset: part.offset, segment: failure.segment)
  }
}

/// An element for error messages, with its type: `42 as Int`, `.recipe(42) as Route`.
func describe<Element>(_ element: Element) -> String {
  if let element = element as? NavPath.Element { return element.description }
  return "\(valueDescription(of: element)) as \(_typeName(Element.self, qualified: false))"
}
