public import NavCodable
public import NavCore

/// The change one write made to a user's state: the stacks that changed, then the tab switch.
public typealias AppTransition = TabsTransition<AppTab, NavPath.Element>

// Service-local: NavCodable has no JSON form for transitions yet, so the service writes them in
// the document's own style: one version, one tag table, every value a `[position, payload]` pair.
//
//   {"version":3,"tags":["tab","recipe"],
//    "stackChanges":[{"tab":[0,"recipes"],"popCount":1,"pushed":[[1,42]]}],"switchedTab":null}

extension NavAdapter {
  /// The JSON of a transition, at the current schema version.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The transition as JSON, with its values saved through the registry.
  /// - Throws: ``NavCodingError`` for a value whose type is not registered.
  public func json(of transition: AppTransition) throws(NavCodingError) -> JSONValue {
    var values: [NavPath.Element] = []
    for change in transition.stackChanges {
      values.append(NavPath.Element(change.tab))
      values.append(contentsOf: change.transition.pushed)
    }
    if let tab = transition.switchedTab { values.append(NavPath.Element(tab)) }
    let saved = try pairs(of: values)
    var next = saved.pairs.makeIterator()
    let changes: [JSONValue] = transition.stackChanges.map { change in
      let tab = next.next() ?? .null
      let pushed = change.transition.pushed.map { _ in next.next() ?? .null }
      return [
        "tab": tab, "popCount": JSONValue(change.transition.popCount), "pushed": .array(pushed),
      ]
    }
    return [
      "version": JSONValue(currentVersion), "tags": .array(saved.tags),
      "stackChanges": .array(changes),
      "switchedTab": transition.switchedTab == nil ? .null : next.next() ?? .null,
    ]
  }

  /// A transition from its JSON, of this or an older schema version, migrated.
  ///
  /// - Parameter json: The transition as ``json(of:)`` writes it.
  /// - Returns: The transition.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first member that is malformed or
  ///   whose value does not restore.
  public func transition(from json: JSONValue) throws(NavCodingError) -> AppTransition {
    guard case .number(let text)? = json["version"], let version = Int(text) else {
      throw NavCodingError(.malformedJSON, jsonPath: "$.version", reason: "expected an integer")
    }
    guard let tags = json["tags"], case .array(let changes)? = json["stackChanges"] else {
      throw NavCodingError(
        .malformedJSON, jsonPath: "$", reason: "expected members \"tags\" and \"stackChanges\"")
    }
    var pairs: [JSONValue] = []
    var places: [String] = []
    var popCounts: [Int] = []
    var pushCounts: [Int] = []
    for (index, change) in changes.enumerated() {
      let place = "$.stackChanges[\(index)]"
      guard let tab = change["tab"], case .number(let count)? = change["popCount"],
        let popCount = Int(count), popCount >= 0, case .array(let pushed)? = change["pushed"]
      else {
        throw NavCodingError(
          .malformedJSON, jsonPath: place,
          reason: "expected \"tab\", a non-negative \"popCount\" and a \"pushed\" array")
      }
      pairs.append(tab)
      places.append("\(place).tab")
      pairs.append(contentsOf: pushed)
      places.append(contentsOf: pushed.indices.map { "\(place).pushed[\($0)]" })
      popCounts.append(popCount)
      pushCounts.append(pushed.count)
    }
    let switched = json["switchedTab"] ?? .null
    if switched != .null {
      pairs.append(switched)
      places.append("$.switchedTab")
    }
    let values: [NavPath.Element]
    do {
      values = try elements(version: version, tags: tags, pairs: pairs)
    } catch {
      // The error names the pair's place in a path document, as in `$[2].payload`.
      var located = error
      if let index = error.elementIndex, places.indices.contains(index) {
        let inner = error.jsonPath ?? ""
        var rest = inner.firstIndex(of: "]").map { String(inner[inner.index(after: $0)...]) } ?? ""
        if rest.hasPrefix(".payload") {
          rest = "[1]" + rest.dropFirst(".payload".count)
        } else if rest.hasPrefix(".tag") {
          rest = "[0]" + rest.dropFirst(".tag".count)
        }
        located.jsonPath = places[index] + rest
      }
      throw located
    }
    guard values.count == pairs.count else {
      throw NavCodingError(
        .migrationFailed, jsonPath: "$",
        reason: "the migrations turned \(pairs.count) values into \(values.count)")
    }
    var next = values.makeIterator()
    var stackChanges: [AppTransition.StackChange] = []
    for (index, popCount) in popCounts.enumerated() {
      let tab = try tabValue(next.next(), at: "$.stackChanges[\(index)].tab")
      let pushed = (0..<pushCounts[index]).compactMap { _ in next.next() }
      stackChanges.append(
        .init(tab: tab, transition: PathTransition(popCount: popCount, pushed: pushed)))
    }
    let switchedTab = try next.next().map { (value) throws(NavCodingError) in
      try tabValue(value, at: "$.switchedTab")
    }
    return AppTransition(stackChanges: stackChanges, switchedTab: switchedTab)
  }

  /// Applies a transition to a state after checking that it fits: every stack it pops holds at
  /// least as many elements.
  ///
  /// Service-local: `TabsState.apply(_:)` traps on a transition that does not fit, and a client
  /// applies transitions that came over the network.
  ///
  /// - Throws: ``NavCodingError`` of kind `inconsistentState` when the transition does not fit.
  public func applying(_ transition: AppTransition, to state: AppState) throws(NavCodingError)
    -> AppState
  {
    for (index, change) in transition.stackChanges.enumerated() {
      let count = state.stack(for: change.tab)?.count ?? 0
      guard change.transition.popCount <= count else {
        throw NavCodingError(
          .inconsistentState, jsonPath: "$.stackChanges[\(index)].popCount",
          reason: "pops \(change.transition.popCount) elements from a stack of \(count)")
      }
    }
    var next = state
    next.apply(transition)
    return next
  }

  private func tabValue(_ element: NavPath.Element?, at place: String) throws(NavCodingError)
    -> AppTab
  {
    guard let tab = element?.value(as: AppTab.self) else {
      throw NavCodingError(.unexpectedType, jsonPath: place, reason: "expected a tab")
    }
    return tab
  }
}
