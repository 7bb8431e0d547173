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
  /// - Complexity: Linear in the length of the link; the elements are then read back once from
  ///   the printed parts to check it.
  public func link(for path: some Sequence<Element>) throws(DeepLinkError) -> String {
    let elements = Array(path)
    // The link's bytes, made a String once at the end: cheaper than appending to a String.
    var link = Array((origins.first?.prefix ?? "/").utf8)
    // The parts that scanning `link` gives back, built as it is printed (see `checkReadsBack`).
    var scanned = ScannedLink()
    var queryItems: [(name: String, text: String)] = []
    var texts: [String?] = []
    for index in elements.indices {
      let element = elements[index]
      guard let route = firstRoute(printing: element, texts: &texts) else {
        throw DeepLinkError(
          .noRoute, "element \(index) (\(describe(element))) has no route in the table",
          element: index)
      }
      let fail = { (reason: String) in
        DeepLinkError(
          .unprintableParameter, "element \(index) (\(describe(element))) \(reason)",
          element: index)
      }
      var parameter = 0
      for segment in routes[route].pattern.segments {
        let text: String
        switch segment {
        case .literal(let literal):
          text = literal
        case .parameter(let name):
          switch texts[parameter] {
          case nil: throw fail("prints no text for parameter :\(name)")
          case "": throw fail("prints parameter :\(name) as an empty segment")
          case let printed? where printed == "." || printed == "..":
            throw fail("prints parameter :\(name) as the dot segment \(quoted(printed))")
          case let printed?: text = printed
          }
          parameter += 1
        }
        if !scanned.segments.isEmpty { link.append(UInt8(ascii: "/")) }
        scanned.segments.append(ScannedLink.Part(text: text, offset: link.count))
        appendPercentEncoded(text, to: &link)
      }
      for (name, text) in zip(routes[route].pattern.queryItemNames, texts[parameter...]) {
        guard let text else { continue }
        guard index == elements.count - 1 else {
          throw DeepLinkError(
            .queryItemBelowTop,
            "element \(index) (\(describe(element))) prints query item \(quoted(name)), but "
              + "only the top element carries query items",
            element: index)
        }
        queryItems.append((name, text))
      }
    }
    scanned.pathEnd = link.count
    for (position, item) in queryItems.enumerated() {
      link.append(position == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&"))
      appendPercentEncoded(item.name, to: &link)
      link.append(UInt8(ascii: "="))
      if scanned.queryItems[item.name] == nil {
        scanned.queryItems[item.name] = ScannedLink.Part(text: item.text, offset: link.count)
      }
      appendPercentEncoded(item.text, to: &link)
    }
    let printed = String(decoding: link, as: UTF8.self)
    try checkReadsBack(printed, scanned: scanned, as: elements)
    return printed
  }

  /// The index of the first route that prints `element`, with the texts of its parameters in
  /// `texts`.
  private func firstRoute(printing element: Element, texts: inout [String?]) -> Int? {
    for index in routes.indices {
      if let printed = routes[index].texts(element) {
        texts = printed
        return index
      }
    }
    return nil
  }

  /// Throws unless `link` reads back as `elements`: routes of the same shape, patterns whose
  /// concatenations overlap, and `print` closures that disagree with `parse` are caught here.
  ///
  /// Reading a link is scanning it into parts, then matching and building the parts. Scanning
  /// `link` gives back `scanned` exactly when the table's printing prefix scans to no part (checked
  /// once, in `prefixReadsBack`) and the link is within ``maximumLength``: every printed segment
  /// and query text is percent-encoded except for unreserved bytes, so it holds no `/`, `?`, `#`,
  /// `&` or `=`, and decodes to the text it was printed from; segments are never empty or dot
  /// segments (printing refuses them). So matching and building `scanned` is reading `link`, and
  /// only when that argument does not apply is the link scanned again.
  private func checkReadsBack(_ link: String, scanned: ScannedLink, as elements: [Element])
    throws(DeepLinkError)
  {
    let readBack: [Element]
    do {
      if prefixReadsBack && link.utf8.count <= maximumLength {
        readBack = try parse(scanned, below: [], validate: { _ in nil })
      } else {
        readBack = try parse(link)
      }
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

extension DeepLinkTable where Element == NavPath.Element {
  /// Prints a ``NavPath`` as the link that reads back as it.
  ///
  /// The same as the generic `link(for:)` for a sequence of elements, compiled for
  /// `NavPath` elements inside `NavCore`, where the generic form runs unspecialized from other
  /// modules (about a third fewer instructions, measured in `Docs/Performance.md`).
  ///
  /// ```swift
  /// try table.link(for: NavPath([Category(name: "desserts"), Recipe.ID(42)]))
  /// // "myapp://category/desserts/recipe/42"
  /// ```
  ///
  /// - Parameter path: The stack, root first.
  /// - Returns: A link `link` such that `path(parsing: link)` gives the path back.
  /// - Throws: ``DeepLinkError`` naming the index and type of the first element that the table
  ///   cannot express: no route prints it, a parameter prints as an empty or dot segment, an
  ///   element below the top prints a query item, or the link reads back differently.
  /// - Complexity: Linear in the length of the link; the elements are then read back once from
  ///   the printed parts to check it.
  public func link(for path: NavPath) throws(DeepLinkError) -> String {
    try link(for: path.elements)
  }
}
