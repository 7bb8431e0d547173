public import NavCodable
public import NavCore

/// The change one write made to a user's state: the stacks that changed, then the tab switch.
public typealias AppTransition = TabsTransition<AppTab, NavPath.Element>

// Service-local: NavCodable has no JSON form for composite transitions yet, so the service writes
// them in the document's own style: one version, one tag table, every value a `[position,
// payload]` pair. `tabs` appears only when the transition changes the tab set.
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
    if let tabs = transition.tabs {
      values += (tabs.from + tabs.to).map { NavPath.Element($0) }
    }
    for change in transition.stackChanges {
      values.append(NavPath.Element(change.tab))
      values += change.transition.pushed
    }
    if let tab = transition.switchedTab { values.append(NavPath.Element(tab)) }
    let saved = try pairs(of: values)
    var next = saved.pairs.makeIterator()
    func take(_ count: Int) -> [JSONValue] { (0..<count).map { _ in next.next() ?? .null } }

    var members: [(key: String, value: JSONValue)] = [
      ("version", JSONValue(currentVersion)), ("tags", .array(saved.tags)),
    ]
    if let tabs = transition.tabs {
      members.append(
        ("tabs", ["from": .array(take(tabs.from.count)), "to": .array(take(tabs.to.count))]))
    }
    let changes: [JSONValue] = transition.stackChanges.map { change in
      let tab = take(1)[0]
      return [
        "tab": tab, "popCount": JSONValue(change.transition.popCount),
        "pushed": .array(take(change.transition.pushed.count)),
      ]
    }
    members.append(("stackChanges", .array(changes)))
    members.append(("switchedTab", transition.switchedTab == nil ? .null : take(1)[0]))
    return .object(members)
  }

  /// A transition from its JSON, of this or an older schema version, migrated.
  ///
  /// - Parameter json: The transition as ``json(of:)`` writes it.
  /// - Returns: The transition.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first member that is malformed or
  ///   whose value does not restore.
  public func transition(from json: JSONValue) throws(NavCodingError) -> AppTransition {
    guard case .number(let text)? = json["version"], let version = Int(text) else {
      throw malformed([.key("version")], "expected an integer")
    }
    guard let tags = json["tags"], case .array(let changes)? = json["stackChanges"] else {
      throw malformed([], "expected members \"tags\" and \"stackChanges\"")
    }
    var saved = SavedValues()
    var tabCounts: (from: Int, to: Int)?
    if let tabs = json["tabs"], tabs != .null {
      guard case .array(let from)? = tabs["from"], case .array(let to)? = tabs["to"] else {
        throw malformed([.key("tabs")], "expected arrays \"from\" and \"to\"")
      }
      saved.add(from, at: [.key("tabs"), .key("from")])
      saved.add(to, at: [.key("tabs"), .key("to")])
      tabCounts = (from.count, to.count)
    }
    var popCounts: [Int] = []
    var pushCounts: [Int] = []
    for (index, change) in changes.enumerated() {
      let place: [JSONPath.Component] = [.key("stackChanges"), .index(index)]
      guard let tab = change["tab"], case .number(let count)? = change["popCount"],
        let popCount = Int(count), popCount >= 0, case .array(let pushed)? = change["pushed"]
      else {
        throw malformed(
          place, "expected \"tab\", a non-negative \"popCount\" and a \"pushed\" array")
      }
      saved.add([tab], at: place + [.key("tab")], single: true)
      saved.add(pushed, at: place + [.key("pushed")])
      popCounts.append(popCount)
      pushCounts.append(pushed.count)
    }
    if let switched = json["switchedTab"], switched != .null {
      saved.add([switched], at: [.key("switchedTab")], single: true)
      saved.hasSwitchedTab = true
    }

    var next = try saved.restore(with: self, version: version, tags: tags).makeIterator()
    func tab(at place: [JSONPath.Component]) throws(NavCodingError) -> AppTab {
      guard let tab = next.next()?.value(as: AppTab.self) else {
        throw NavCodingError(.unexpectedType, jsonPath: JSONPath(place), reason: "expected a tab")
      }
      return tab
    }
    func tabs(_ count: Int, at place: [JSONPath.Component]) throws(NavCodingError) -> [AppTab] {
      try (0..<count).map { (index) throws(NavCodingError) in try tab(at: place + [.index(index)]) }
    }
    let tabChange = try tabCounts.map { (counts) throws(NavCodingError) in
      ValueChange(
        from: try tabs(counts.from, at: [.key("tabs"), .key("from")]),
        to: try tabs(counts.to, at: [.key("tabs"), .key("to")]))
    }
    var stackChanges: [AppTransition.StackChange] = []
    for (index, popCount) in popCounts.enumerated() {
      let changed = try tab(at: [.key("stackChanges"), .index(index), .key("tab")])
      let pushed = (0..<pushCounts[index]).compactMap { _ in next.next() }
      stackChanges.append(
        .init(tab: changed, transition: PathTransition(popCount: popCount, pushed: pushed)))
    }
    let switchedTab = saved.hasSwitchedTab ? try tab(at: [.key("switchedTab")]) : nil
    return AppTransition(tabs: tabChange, stackChanges: stackChanges, switchedTab: switchedTab)
  }

  /// Applies a transition to a state after checking that it fits: the new tab set is valid,
  /// every tab it changes is declared, and every stack it pops holds enough elements.
  ///
  /// Service-local: `TabsState.apply(_:)` traps on a transition that does not fit, and a client
  /// applies transitions that came over the network.
  ///
  /// - Throws: `CompositeStateError` for a tab set that does not fit, ``NavCodingError`` of kind
  ///   `inconsistentState` for a stack change that does not fit.
  public func applying(_ transition: AppTransition, to state: AppState) throws -> AppState {
    if let tabs = transition.tabs {
      _ = try AppState(
        tabs: tabs.to, selection: transition.switchedTab ?? state.selection,
        stacks: tabs.to.map { _ in NavPath() })
    }
    let declared = transition.tabs?.to ?? state.tabs
    for (index, change) in transition.stackChanges.enumerated() {
      let count = state.stack(for: change.tab)?.count ?? 0
      guard declared.contains(change.tab), change.transition.popCount <= count else {
        throw NavCodingError(
          .inconsistentState, jsonPath: JSONPath([.key("stackChanges"), .index(index)]),
          reason:
            "pops \(change.transition.popCount) elements from the \(change.tab) stack of \(count)")
      }
    }
    var next = state
    next.apply(transition)
    return next
  }
}

/// The pairs of a transition's values, in order, with where each came from.
private struct SavedValues {
  var pairs: [JSONValue] = []
  var places: [[JSONPath.Component]] = []
  var hasSwitchedTab = false

  mutating func add(_ values: [JSONValue], at place: [JSONPath.Component], single: Bool = false) {
    pairs += values
    places += values.indices.map { single ? place : place + [.index($0)] }
  }

  /// The values the pairs stand for, migrated; an error names the pair's place in the transition.
  func restore(with adapter: NavAdapter, version: Int, tags: JSONValue) throws(NavCodingError)
    -> [NavPath.Element]
  {
    let values: [NavPath.Element]
    do {
      values = try adapter.elements(version: version, tags: tags, pairs: pairs)
    } catch {
      // The error names the pair's place in a path document, as in `$[2].payload`: its first
      // component is the pair's index, its second the pair's part.
      var located = error
      if let index = error.elementIndex, places.indices.contains(index) {
        var rest = error.jsonPath?.components.dropFirst() ?? []
        switch rest.first {
        case .key("payload"): rest[rest.startIndex] = .index(1)
        case .key("tag"): rest[rest.startIndex] = .index(0)
        default: break
        }
        located.jsonPath = JSONPath(places[index] + rest)
      }
      throw located
    }
    guard values.count == pairs.count else {
      throw NavCodingError(
        .migrationFailed, jsonPath: JSONPath(),
        reason: "the migrations turned \(pairs.count) values into \(values.count)")
    }
    return values
  }
}

/// A malformed-transition error at a JSON path.
private func malformed(_ path: [JSONPath.Component], _ reason: String) -> NavCodingError {
  NavCodingError(.malformedJSON, jsonPath: JSONPath(path), reason: reason)
}
