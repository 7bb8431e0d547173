extension DeepLinkTable {
  /// Prints a stack as the link that reads back as it.
  ///
  /// Each element is printed by the first route whose `print` closure accepts it. Segments and
  /// query items are percent-encoded except for `A-Z a-z 0-9 - . _ ~`; the link starts with the
  /// first of the table's ``origins``, or is a bare path (`/a/b`) when there is none.
  ///
  /// ```swift
  /// try table.link(for: NavPath([Category(name: "desserts"), Recipe.ID(42)]))
  /// // "myapp://category/desserts/recipe/42"
  /// ```
  ///
  /// - Parameter path: The stack, root first: a ``NavPath``, a ``TypedPath`` or any sequence of
  ///   elements.
  /// - Returns: A link `link` such that `parse(link)` gives the stack back.
  /// - Throws: ``DeepLinkError`` naming the index and type of the first element that the table
  ///   cannot express: no route prints it, a parameter prints as an empty or dot segment, an
  ///   element below the top prints a query item, or the link reads back differently.
  /// - Complexity: Linear in the length of the link, which is printed and then read back once to
  ///   check it.
  public func link(for path: some Sequence<Element>) throws(DeepLinkError) -> String {
    let elements = Array(path)
    var segments: [String] = []
    var queryItems: [String] = []
    for (index, element) in elements.enumerated() {
      guard let (route, printed) = firstRoute(printing: element) else {
        throw DeepLinkError(
          .noRoute, "element \(index) (\(describe(element))) has no route in the table",
          element: index)
      }
      let fail = { (reason: String) in
        DeepLinkError(
          .unprintableParameter, "element \(index) (\(describe(element))) \(reason)",
          element: index)
      }
      var texts = printed[...]
      for segment in route.pattern.segments {
        guard case .parameter(let name) = segment else {
          if case .literal(let text) = segment { segments.append(text) }
          continue
        }
        switch texts.removeFirst() {
        case nil: throw fail("prints no text for parameter :\(name)")
        case "": throw fail("prints parameter :\(name) as an empty segment")
        case let text? where text == "." || text == "..":
          throw fail("prints parameter :\(name) as the dot segment \(quoted(text))")
        case let text?: segments.append(text)
        }
      }
      for (name, text) in zip(route.pattern.queryItemNames, texts) {
        guard let text else { continue }
        guard index == elements.count - 1 else {
          throw DeepLinkError(
            .queryItemBelowTop,
            "element \(index) (\(describe(element))) prints query item \(quoted(name)), but "
              + "only the top element carries query items",
            element: index)
        }
        queryItems.append(percentEncoded(name) + "=" + percentEncoded(text))
      }
    }
    let link =
      (origins.first?.prefix ?? "/") + segments.map(percentEncoded).joined(separator: "/")
      + (queryItems.isEmpty ? "" : "?" + queryItems.joined(separator: "&"))
    try checkReadsBack(link, as: elements)
    return link
  }

  /// The first route that prints `element`, with the texts of its parameters.
  private func firstRoute(printing element: Element) -> (DeepLinkRoute<Element>, [String?])? {
    for route in routes {
      if let texts = route.texts(element) { return (route, texts) }
    }
    return nil
  }

  /// Throws unless `link` reads back as `elements`: routes of the same shape, patterns whose
  /// concatenations overlap, and `print` closures that disagree with `parse` are caught here.
  private func checkReadsBack(_ link: String, as elements: [Element]) throws(DeepLinkError) {
    let readBack: [Element]
    do {
      readBack = try parse(link)
    } catch {
      throw DeepLinkError(
        .notReversible, "the printed link \(quoted(link)) does not read back: \(error)",
        element: error.element)
    }
    guard readBack != elements else { return }
    let index = zip(readBack, elements).prefix { $0 == $1 }.count
    let found = index < readBack.count ? describe(readBack[index]) : "nothing"
    let wanted = index < elements.count ? describe(elements[index]) : "nothing"
    throw DeepLinkError(
      .notReversible,
      "the printed link \(quoted(link)) reads back element \(index) as \(found) instead of "
        + wanted,
      element: index)
  }
}
