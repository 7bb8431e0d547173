// The check, made once when a table is built, that every stack the table prints reads back as
// itself: no two routes can print the same link. Printing then checks each element against its
// own route only, instead of reading the whole link back.

/// The patterns of a table's routes, seen as the segments a printer writes and a reader splits.
///
/// Reading splits a link by shape alone (literal segments, and parameters that match any segment):
/// from each position it takes the longest pattern that lets the rest of the link be split, and
/// between patterns of one length the one with a literal where the other has a parameter, at the
/// first place they differ (see ``DeepLinkTable``). A printed stack reads back as itself when the
/// split of every printed link is the split printed, so the check looks for a printed sequence of
/// routes whose link the reader splits otherwise:
///
/// 1. Two routes of one shape, the first without parameters: it reads every link of the shape.
/// 2. A route `r` and a shape `q` of the same length that the reader prefers (a literal where `r`
///    has a parameter whose type reads that literal), and that matches wherever `r` does.
/// 3. A shape `q` longer than a route `r` that matches `r`'s link followed by further printed
///    routes, with a split of the rest. This is a search over "dangling" parts, as in the
///    Sardinas-Patterson test for codes: either a part of `q` still to be covered by printed
///    routes, or a part of a printed route still to be covered by read shapes. There are at most
///    twice as many such parts as segments in all patterns, so the search ends.
///
/// Routes of one shape with parameters are not a collision here: the reader tries them in order,
/// and printing checks that an element reads back through the first of them that accepts its
/// texts.
struct DeepLinkAmbiguity {
  /// A part of a link still to be matched: the segments of a read shape from `offset` on, or
  /// those of a printed route from `offset` on.
  private enum Dangling: Hashable {
    case read(shape: Int, offset: Int)
    case printed(route: Int, offset: Int)
  }

  private let patterns: [DeepLinkPattern]
  private let reads: [[@Sendable (String) -> Bool]]
  /// Each segment's parameter index in its route, or `nil` for a literal.
  private let parameterIndices: [[Int?]]
  /// The first route of each distinct shape, in declaration order.
  private let shapes: [Int]

  init(patterns: [DeepLinkPattern], reads: [[@Sendable (String) -> Bool]]) {
    self.patterns = patterns
    self.reads = reads
    parameterIndices = patterns.map { pattern in
      var next = 0
      return pattern.segments.map { segment in
        guard case .parameter = segment else { return nil }
        defer { next += 1 }
        return next
      }
    }
    var seen: [[String?]] = []
    var shapes: [Int] = []
    for (route, pattern) in patterns.enumerated() where !seen.contains(pattern.shape) {
      seen.append(pattern.shape)
      shapes.append(route)
    }
    self.shapes = shapes
  }

  /// Throws for the first collision found, naming both routes.
  ///
  /// - Complexity: O(*r* × *p* × *l*) for *r* routes, *p* segments in all patterns and *l* the
  ///   longest pattern.
  func check() throws(RouteDeclarationError) {
    for route in patterns.indices {
      try checkSameShape(route)
      try checkPreferredShape(over: route)
    }
    try checkLongerShapes()
  }

  /// Case 1: an earlier route of the same shape without parameters.
  private func checkSameShape(_ route: Int) throws(RouteDeclarationError) {
    let shape = patterns[route].shape
    for earlier in 0..<route
    where patterns[earlier].shape == shape && patterns[earlier].parameterCount == 0 {
      throw collision(
        earlier, route,
        "\(patterns[earlier]) has no parameter, so it reads every link that "
          + "\(patterns[route]) prints")
    }
  }

  /// Case 2: a shape of the same length that the reader prefers wherever `route` matches.
  private func checkPreferredShape(over route: Int) throws(RouteDeclarationError) {
    let segments = patterns[route].segments
    for shape in shapes where patterns[shape].segments.count == segments.count {
      let other = patterns[shape].segments
      guard let first = segments.indices.first(where: { !segments[$0].sameShape(as: other[$0]) }),
        case .parameter(let name) = segments[first], case .literal(let literal) = other[first],
        fits(printed: route, from: 0, read: shape, from: 0, count: segments.count)
      else { continue }
      throw collision(
        shape, route,
        "\(patterns[route]) prints \(quoted(literal)) for :\(name), which reads back as "
          + "\(patterns[shape])")
    }
  }

  /// Case 3: a longer shape that matches a printed route and what follows it.
  private func checkLongerShapes() throws(RouteDeclarationError) {
    // For each dangling part: the printed route and read shape it started from, and the routes
    // printed so far, for the message.
    var origin: [Dangling: (printed: [Int], shape: Int)] = [:]
    var queue: [Dangling] = []
    func reach(_ part: Dangling, printed: [Int], shape: Int) {
      guard origin[part] == nil else { return }
      origin[part] = (printed, shape)
      queue.append(part)
    }
    for route in patterns.indices {
      let length = patterns[route].segments.count
      for shape in shapes where patterns[shape].segments.count > length {
        if fits(printed: route, from: 0, read: shape, from: 0, count: length) {
          reach(.read(shape: shape, offset: length), printed: [route], shape: shape)
        }
      }
    }
    var next = 0
    while next < queue.count {
      let part = queue[next]
      next += 1
      guard let (printed, start) = origin[part] else { continue }
      switch part {
      case .read(let shape, let offset):
        let rest = patterns[shape].segments.count - offset
        for route in patterns.indices {
          let length = patterns[route].segments.count
          guard
            fits(printed: route, from: 0, read: shape, from: offset, count: min(length, rest))
          else { continue }
          if length == rest { throw longerCollision(printed + [route], shape: start) }
          if length < rest {
            reach(
              .read(shape: shape, offset: offset + length), printed: printed + [route],
              shape: start)
          } else {
            reach(.printed(route: route, offset: rest), printed: printed + [route], shape: start)
          }
        }
      case .printed(let route, let offset):
        let rest = patterns[route].segments.count - offset
        for shape in shapes {
          let length = patterns[shape].segments.count
          guard
            fits(printed: route, from: offset, read: shape, from: 0, count: min(length, rest))
          else { continue }
          if length == rest { throw longerCollision(printed, shape: start) }
          if length < rest {
            reach(.printed(route: route, offset: offset + length), printed: printed, shape: start)
          } else {
            reach(.read(shape: shape, offset: rest), printed: printed, shape: start)
          }
        }
      }
    }
  }

  /// Whether some link segments can be printed by `route` from segment `printed` on and read by
  /// `shape` from segment `read` on, for `count` segments.
  private func fits(
    printed route: Int, from printed: Int, read shape: Int, from read: Int, count: Int
  )
    -> Bool
  {
    (0..<count).allSatisfy { step in
      switch (patterns[route].segments[printed + step], patterns[shape].segments[read + step]) {
      case (.literal(let written), .literal(let expected)): written == expected
      case (.literal, .parameter), (.parameter, .parameter): true
      case (.parameter, .literal(let expected)):
        // The parameter prints `expected` only if its type reads it back.
        parameterIndices[route][printed + step].map { reads[route][$0](expected) } ?? false
      }
    }
  }

  private func collision(_ first: Int, _ second: Int, _ how: String) -> RouteDeclarationError {
    let (low, high) = (min(first, second), max(first, second))
    return RouteDeclarationError(
      .ambiguousRoutes,
      "routes \(low) (\(patterns[low])) and \(high) (\(patterns[high])) can print the same link: "
        + how,
      at: NavErrorLocation(routes: [low, high]))
  }

  private func longerCollision(_ printed: [Int], shape: Int) -> RouteDeclarationError {
    collision(
      printed[0], shape,
      printed.map { "\(patterns[$0])" }.joined(separator: " then ")
        + " prints a link whose first element reads back as \(patterns[shape])")
  }
}

extension DeepLinkPattern {
  /// The segments with parameter names erased: `nil` for a parameter.
  var shape: [String?] {
    segments.map { if case .literal(let text) = $0 { text } else { nil } }
  }
}

extension DeepLinkPattern.Segment {
  /// Whether both are the same literal, or both parameters.
  func sameShape(as other: Self) -> Bool {
    switch (self, other) {
    case (.literal(let a), .literal(let b)): a == b
    case (.parameter, .parameter): true
    default: false
    }
  }
}
