// The compiled form of a table's patterns, and the matcher that splits a link's segments into
// patterns without backtracking.

/// The patterns of a table as a trie whose edges are literal segments or "any segment".
///
/// Parameters at the same place share one "any segment" edge whatever their names, so from a node
/// a segment follows at most two edges: its literal's and the parameter edge.
struct DeepLinkTrie: Sendable {
  struct Node: Sendable {
    /// The children reached by a literal segment, by the literal's identifier.
    var literals: [Int: Int] = [:]
    /// The child reached by any segment, when a pattern has a parameter here.
    var parameter: Int?
    /// The names of the parameters on the edge to ``parameter``, each once, for error messages.
    var parameterNames: [String] = []
    /// The routes whose patterns end here, in order of declaration.
    var routes: [Int] = []
  }

  /// One element of a match: the routes, all of the same shape, that can read segments
  /// `start..<end`.
  struct Match: Equatable {
    var start: Int
    var end: Int
    var routes: [Int]
  }

  /// Where no pattern could go on: at `segment` (equal to the segment count when the link ended),
  /// with what the trie would have accepted there.
  struct Failure: Error {
    var segment: Int
    var expected: [String]
  }

  private(set) var nodes = [Node()]

  /// The identifier of each literal segment of the patterns, in order of first appearance.
  private(set) var literalIDs: [String: Int] = [:]

  init(patterns: [DeepLinkPattern]) {
    for (route, pattern) in patterns.enumerated() {
      var node = 0
      for segment in pattern.segments {
        node = child(of: node, for: segment)
      }
      nodes[node].routes.append(route)
    }
  }

  private mutating func child(of node: Int, for segment: DeepLinkPattern.Segment) -> Int {
    switch segment {
    case .literal(let text):
      let id = literalIDs[text] ?? literalIDs.count
      literalIDs[text] = id
      if let child = nodes[node].literals[id] { return child }
      nodes.append(Node())
      nodes[node].literals[id] = nodes.count - 1
    case .parameter(let name):
      if !nodes[node].parameterNames.contains(name) { nodes[node].parameterNames.append(name) }
      if let child = nodes[node].parameter { return child }
      nodes.append(Node())
      nodes[node].parameter = nodes.count - 1
    }
    return nodes.count - 1
  }

  /// Calls `body(end, routes)` for every pattern that matches the segments from `start`, in
  /// preference order at equal length (literal edge before parameter edge), and
  /// `failure(segment, node)` wherever a walk stops without a pattern to follow.
  ///
  /// - Complexity: O(*t*), where *t* is the number of trie nodes no deeper than the longest pattern.
  private func walk(
    _ ids: [Int?], from start: Int, match body: (Int, [Int]) -> Void,
    failure: (Int, Node) -> Void = { _, _ in }
  ) {
    // Reads the node's fields in place: copying a whole `Node` costs a retain and a release of
    // each of its collections on every visit.
    func visit(_ index: Int, _ position: Int) {
      if position > start && !nodes[index].routes.isEmpty { body(position, nodes[index].routes) }
      let parameter = nodes[index].parameter
      guard position < ids.count else {
        if !nodes[index].literals.isEmpty || parameter != nil { failure(position, nodes[index]) }
        return
      }
      let literal = ids[position].flatMap { nodes[index].literals[$0] }
      if let literal { visit(literal, position + 1) }
      if let parameter { visit(parameter, position + 1) }
      if literal == nil && parameter == nil
        && !(nodes[index].literals.isEmpty && position > start)
      {
        failure(position, nodes[index])
      }
    }
    visit(0, start)
  }

  /// Splits the segments into patterns, or says where no split exists.
  ///
  /// `rest[i]` records whether segments `i...` can be split; filled from the end, it lets each
  /// position choose its longest pattern that leaves a splittable rest, without backtracking.
  ///
  /// - Parameter ids: Each segment's literal identifier, or `nil` when it is no literal.
  /// - Complexity: O(*s* × *t*), where *s* is the number of segments and *t* the number of trie
  ///   nodes no deeper than the longest pattern.
  func match(_ ids: [Int?]) -> Result<[Match], Failure> {
    var choice: [Match?] = Array(repeating: nil, count: ids.count + 1)
    var rest = Array(repeating: false, count: ids.count + 1)
    rest[ids.count] = true
    for start in ids.indices.reversed() {
      walk(ids, from: start) { end, routes in
        if rest[end] && (choice[start]?.end ?? start) < end {
          choice[start] = Match(start: start, end: end, routes: routes)
        }
      }
      rest[start] = choice[start] != nil
    }
    guard rest[0] else { return .failure(diagnose(ids)) }
    var matches: [Match] = []
    var position = 0
    while let next = choice[position] {
      matches.append(next)
      position = next.end
    }
    return .success(matches)
  }

  /// Finds the furthest segment any split reaches before failing, and what was expected there.
  private func diagnose(_ ids: [Int?]) -> Failure {
    let names = literalIDs.sorted { $0.value < $1.value }.map(\.key)
    var reached = Array(repeating: false, count: ids.count + 1)
    reached[0] = true
    var deepest = Failure(segment: -1, expected: [])
    for start in ids.indices where reached[start] {
      walk(ids, from: start) { end, _ in
        reached[end] = true
      } failure: { segment, node in
        guard segment >= deepest.segment else { return }
        if segment > deepest.segment { deepest = Failure(segment: segment, expected: []) }
        let expected =
          node.literals.keys.sorted().map { quoted(names[$0]) }
          + node.parameterNames.map { ":" + $0 }
        for item in expected where !deepest.expected.contains(item) {
          deepest.expected.append(item)
        }
      }
    }
    return deepest
  }
}
