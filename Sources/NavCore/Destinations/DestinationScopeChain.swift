/// The scopes in effect at one depth of a path: the root, then the destinations declared by the
/// screens below that depth, as a path is walked from the root.
///
/// Each scope is held once. Entering a scope the chain already holds moves it innermost under
/// ``DestinationScopeRule/innermostWins`` and leaves the chain as it is under
/// ``DestinationScopeRule/closestToRootWins``: in both cases the look-ups give the same answers as a
/// chain that held the scope twice, and the chain never grows beyond the number of distinct scopes
/// of the registry, so walking a path stays linear in its length.
struct DestinationScopeChain {
  /// The scopes, root first.
  private(set) var scopes: [DestinationScope]

  /// Which scope wins when several handle a value.
  let rule: DestinationScopeRule

  /// The names registered in the chain, computed at the first miss after the chain last changed.
  private var registeredTypeNamesCache: [String]?

  /// Creates a chain holding only the root scope.
  init(root: DestinationScope, rule: DestinationScopeRule) {
    scopes = [root]
    self.rule = rule
  }

  /// Makes the destinations a screen declares apply to the elements after it.
  ///
  /// - Complexity: O(*s*), where *s* is the number of scopes in the chain.
  mutating func enter(_ scope: DestinationScope) {
    if let position = scopes.firstIndex(where: { $0 === scope }) {
      guard rule == .innermostWins, position != scopes.count - 1 else { return }
      scopes.remove(at: position)
    }
    scopes.append(scope)
    registeredTypeNamesCache = nil
  }

  /// Returns the registration that handles a value at this depth.
  ///
  /// The first scope in the rule's order that has any match decides, ambiguity included: a value
  /// that is ambiguous in a scope does not fall through to the next one.
  ///
  /// - Complexity: O(*s*) scope look-ups, where *s* is the number of scopes in the chain.
  func match(_ value: Any) -> DestinationMatch {
    let valueType = type(of: value)
    switch rule.rule {
    case .innermostWins:
      for scope in scopes.reversed() {
        let match = scope.match(value, ofType: valueType)
        if case .none = match { continue }
        return match
      }
    case .closestToRootWins:
      for scope in scopes {
        let match = scope.match(value, ofType: valueType)
        if case .none = match { continue }
        return match
      }
    }
    return .none
  }

  /// Looks a value up, and on a match enters the scope its screen declares.
  ///
  /// - Parameters:
  ///   - value: The value at `index`.
  ///   - index: The value's position on the path, for the error.
  /// - Returns: The matching registration, or the error that describes the miss.
  mutating func step(_ value: Any, at index: Int) -> Result<
    DestinationRegistration, DestinationError
  > {
    let candidates: [DestinationRegistration]
    switch match(value) {
    case .found(let registration):
      if let nested = registration.nestedScope { enter(nested) }
      return .success(registration)
    case .none:
      candidates = []
    case .ambiguous(let matches):
      candidates = matches
    }
    let registeredTypeNames = registeredTypeNamesCache ?? computeRegisteredTypeNames()
    registeredTypeNamesCache = registeredTypeNames
    return .failure(
      DestinationError(
        kind: candidates.isEmpty ? .unregistered : .ambiguous, index: index,
        typeName: _typeName(type(of: value), qualified: false),
        registeredTypeNames: registeredTypeNames,
        candidateTypeNames: candidates.map { $0.typeName }))
  }

  /// The names of the types registered in any scope of the chain, sorted, each once.
  private func computeRegisteredTypeNames() -> [String] {
    var names: Set<String> = []
    for scope in scopes {
      for registration in scope.byType.values { names.insert(registration.typeName) }
      for entry in scope.protocols { names.insert(entry.registration.typeName) }
    }
    return names.sorted()
  }
}
