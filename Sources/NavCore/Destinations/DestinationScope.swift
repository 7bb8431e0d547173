/// The outcome of looking a value up in one scope or in a chain of scopes.
enum DestinationMatch {
  /// Nothing in the scope handles the value.
  case none
  /// The single most specific registration that handles the value.
  case found(DestinationRegistration)
  /// Several protocol registrations of one scope handle the value, and nothing more specific does.
  case ambiguous([DestinationRegistration])
}

/// The registrations of one scope: the root of a registry, or the destinations a screen declares.
///
/// A scope is immutable once built, so it can be shared between registries, tasks and threads; a
/// registry that registers a new type builds a new scope. Scopes are classes so that a chain of
/// scopes can recognize a scope it already holds by identity.
final class DestinationScope: Sendable {
  /// Registrations for concrete types (structs, enums, classes), keyed by the type's identity.
  let byType: [ObjectIdentifier: DestinationRegistration]

  /// Registrations for protocols, in registration order; the order never decides a match.
  let protocols: [DestinationProtocolRegistration]

  /// Whether some registration in `byType` is for a class, so that superclasses need a look-up.
  let hasClassRegistrations: Bool

  /// Creates a scope with the given registrations.
  init(
    byType: [ObjectIdentifier: DestinationRegistration] = [:],
    protocols: [DestinationProtocolRegistration] = [],
    hasClassRegistrations: Bool = false
  ) {
    self.byType = byType
    self.protocols = protocols
    self.hasClassRegistrations = hasClassRegistrations
  }

  /// Returns a copy of this scope with a registration for a concrete type, or `nil` when the
  /// type is already registered here.
  ///
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  func adding(_ registration: DestinationRegistration, for type: Any.Type) -> DestinationScope? {
    let key = ObjectIdentifier(type)
    guard byType[key] == nil else { return nil }
    var byType = byType
    byType[key] = registration
    return DestinationScope(
      byType: byType, protocols: protocols,
      hasClassRegistrations: hasClassRegistrations || type is AnyClass)
  }

  /// Returns a copy of this scope with a registration for a protocol, or `nil` when the protocol
  /// is already registered here.
  ///
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  func adding(_ entry: DestinationProtocolRegistration) -> DestinationScope? {
    guard !protocols.contains(where: { $0.key == entry.key }) else { return nil }
    return DestinationScope(
      byType: byType, protocols: protocols + [entry],
      hasClassRegistrations: hasClassRegistrations)
  }

  /// Returns the most specific registration of this scope for a value.
  ///
  /// The exact type wins, then the nearest registered superclass, then a protocol the value
  /// conforms to. Two matching protocols are an ambiguity, whatever order they were registered in.
  ///
  /// - Complexity: One hash look-up for an exact match; one more per superclass when the scope
  ///   registers classes; one cast per protocol registration when no concrete type matches.
  func match(_ value: Any, ofType valueType: Any.Type) -> DestinationMatch {
    if let registration = byType[ObjectIdentifier(valueType)] {
      return .found(registration)
    }
    if hasClassRegistrations {
      var ancestor: AnyClass? = _getSuperclass(valueType)
      while let superclass = ancestor {
        if let registration = byType[ObjectIdentifier(superclass)] {
          return .found(registration)
        }
        ancestor = _getSuperclass(superclass)
      }
    }
    var first: DestinationRegistration?
    var others: [DestinationRegistration] = []
    for entry in protocols where entry.accepts(value) {
      if first == nil { first = entry.registration } else { others.append(entry.registration) }
    }
    guard let first else { return .none }
    guard !others.isEmpty else { return .found(first) }
    return .ambiguous(([first] + others).sorted { $0.typeName < $1.typeName })
  }
}
