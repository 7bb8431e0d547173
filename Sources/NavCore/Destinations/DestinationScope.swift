/// One registration: how values of one type become screens, and the destinations those screens
/// declare for the elements pushed after them.
struct DestinationRegistration<Screen>: Sendable {
  /// The registered type's short name, as in `Recipe` or `any Named`.
  let typeName: String

  /// Makes the screen for a value that this registration matched.
  let makeScreen: @Sendable (Any) -> Screen

  /// The destinations the screen declares, or `nil` when it declares none.
  let nestedScope: DestinationScope<Screen>?

  /// Creates the registration of a type or of a protocol's existential type.
  ///
  /// - Parameters:
  ///   - type: The registered type; values reach `makeScreen` cast to it.
  ///   - typeName: The name to show in errors.
  ///   - destinations: The destinations the screen declares.
  ///   - makeScreen: The user's handler.
  init<Value>(
    _ type: Value.Type,
    typeName: String,
    destinations: DestinationScope<Screen>?,
    makeScreen: @escaping @Sendable (Value) -> Screen
  ) {
    self.typeName = typeName
    nestedScope = destinations
    self.makeScreen = { value in
      // The scope matched the value's type, a superclass of it, or a conformance checked by
      // `DestinationProtocolRegistration.accepts`: the cast cannot fail.
      guard let value = value as? Value else {
        preconditionFailure("DestinationRegistry: a \(Swift.type(of: value)) reached \(type)")
      }
      return makeScreen(value)
    }
  }
}

/// A registration for a protocol, with the cast that tells which values conform.
struct DestinationProtocolRegistration<Screen>: Sendable {
  /// The registration.
  let registration: DestinationRegistration<Screen>

  /// Whether a value conforms to the protocol.
  let accepts: @Sendable (Any) -> Bool
}

/// The outcome of looking a value up in one scope or in a chain of scopes.
enum DestinationMatch<Screen> {
  /// Nothing in the scope handles the value.
  case none
  /// The single most specific registration that handles the value.
  case found(DestinationRegistration<Screen>)
  /// Several protocol registrations of one scope handle the value, and nothing more specific does.
  case ambiguous([DestinationRegistration<Screen>])
}

/// The registrations of one scope: the root of a registry, or the destinations a screen declares.
///
/// A scope is immutable once built, so it can be shared between registries, tasks and threads; a
/// registry that registers a new type builds a new scope. Scopes are classes so that a chain of
/// scopes can recognize a scope it already holds by identity.
final class DestinationScope<Screen>: Sendable {
  /// Registrations for concrete types (structs, enums, classes), keyed by the type's identity.
  let byType: [ObjectIdentifier: DestinationRegistration<Screen>]

  /// Registrations for protocols, keyed by the existential type's identity.
  let byProtocol: [ObjectIdentifier: DestinationProtocolRegistration<Screen>]

  /// Whether some registration in `byType` is for a class, so that superclasses need a look-up.
  let hasClassRegistrations: Bool

  /// Creates a scope with the given registrations.
  init(
    byType: [ObjectIdentifier: DestinationRegistration<Screen>] = [:],
    byProtocol: [ObjectIdentifier: DestinationProtocolRegistration<Screen>] = [:],
    hasClassRegistrations: Bool = false
  ) {
    self.byType = byType
    self.byProtocol = byProtocol
    self.hasClassRegistrations = hasClassRegistrations
  }

  /// Returns a copy of this scope with a registration for a concrete type, or `nil` when the
  /// type is already registered here.
  ///
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  func adding(_ registration: DestinationRegistration<Screen>, for type: Any.Type)
    -> DestinationScope?
  {
    let key = ObjectIdentifier(type)
    guard byType[key] == nil else { return nil }
    var byType = byType
    byType[key] = registration
    return DestinationScope(
      byType: byType, byProtocol: byProtocol,
      hasClassRegistrations: hasClassRegistrations || type is AnyClass)
  }

  /// Returns a copy of this scope with a registration for a protocol, or `nil` when the protocol
  /// is already registered here.
  ///
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  func adding(_ entry: DestinationProtocolRegistration<Screen>, for existential: Any.Type)
    -> DestinationScope?
  {
    let key = ObjectIdentifier(existential)
    guard byProtocol[key] == nil else { return nil }
    var byProtocol = byProtocol
    byProtocol[key] = entry
    return DestinationScope(
      byType: byType, byProtocol: byProtocol, hasClassRegistrations: hasClassRegistrations)
  }

  /// Returns the most specific registration of this scope for a value.
  ///
  /// The exact type wins, then the nearest registered superclass, then a protocol the value
  /// conforms to. Two matching protocols are an ambiguity, whatever order they were registered in.
  ///
  /// - Complexity: One hash look-up for an exact match; one more per superclass when the scope
  ///   registers classes; one cast per protocol registration when no concrete type matches.
  func match(_ value: Any, ofType valueType: Any.Type) -> DestinationMatch<Screen> {
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
    if byProtocol.isEmpty { return .none }
    var matches: [DestinationRegistration<Screen>] = []
    for entry in byProtocol.values where entry.accepts(value) {
      matches.append(entry.registration)
    }
    switch matches.count {
    case 0: return .none
    case 1: return .found(matches[0])
    default: return .ambiguous(matches.sorted { $0.typeName < $1.typeName })
    }
  }

  /// The names of every type and protocol registered in this scope.
  var registeredTypeNames: [String] {
    byType.values.map(\.typeName) + byProtocol.values.map(\.registration.typeName)
  }
}
