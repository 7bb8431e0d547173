/// One registration: how values of one type become screens, and the destinations those screens
/// declare for the elements pushed after them.
///
/// Registrations, scopes and scope chains are not generic over the registry's `Screen`; only
/// ``DestinationHandler`` knows the `Screen` type (Design.md, "Generic code without run-time
/// look-ups").
///
/// A class, so that handing a registration from a scope to a chain and a resolution costs one
/// reference count, not one per field.
final class DestinationRegistration: Sendable {
  /// The registered type's short name, as in `Recipe` or `any Named`.
  let typeName: String

  /// The ``DestinationHandler`` of the registry's `Screen` type that makes the screen.
  let handler: any AnyObject & Sendable

  /// The destinations the screen declares, or `nil` when it declares none.
  let nestedScope: DestinationScope?

  /// Creates a registration.
  ///
  /// - Parameters:
  ///   - typeName: The registered type's short name.
  ///   - handler: The ``DestinationHandler`` of the registry's `Screen` type.
  ///   - nestedScope: The destinations the screen declares.
  init(typeName: String, handler: any AnyObject & Sendable, nestedScope: DestinationScope?) {
    self.typeName = typeName
    self.handler = handler
    self.nestedScope = nestedScope
  }
}

/// A registration for a protocol, with the cast that tells which values conform.
struct DestinationProtocolRegistration: Sendable {
  /// The identity of the protocol's existential type, to refuse a second registration.
  let key: ObjectIdentifier

  /// The registration.
  let registration: DestinationRegistration

  /// Whether a value conforms to the protocol.
  let accepts: @Sendable (Any) -> Bool
}

/// The user's handler of one registration, behind a reference so that registrations need not be
/// generic.
final class DestinationHandler<Screen>: Sendable {
  /// Makes the screen for a value that the registration matched.
  let makeScreen: @Sendable (Any) -> Screen

  /// Wraps the handler of a type registration.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - makeScreen: The user's handler.
  init<Value>(type: Value.Type, makeScreen: @escaping @Sendable (Value) -> Screen) {
    self.makeScreen = { value in
      // A scope hands this handler only values whose dynamic type is `Value` (same type
      // identity) or a subclass of the class `Value` (found by walking superclasses). `Dynamic`
      // is the type of `value` as the call below binds it: the dynamic type, the existential
      // being opened, and then a value of `Value` itself skips a dynamic cast. Any other
      // binding (`Any`, were it not opened) or a subclass instance takes the checked `as!`.
      func screen<Dynamic>(for value: Dynamic) -> Screen {
        Dynamic.self == Value.self
          ? makeScreen(identityCast(value, to: Value.self)) : makeScreen(value as! Value)
      }
      return screen(for: value)
    }
  }

  /// Wraps the handler of a protocol registration.
  ///
  /// - Parameters:
  ///   - existential: The protocol's existential type.
  ///   - makeScreen: The user's handler.
  init<Existential>(
    conformingTo existential: Existential.Type,
    makeScreen: @escaping @Sendable (Existential) -> Screen
  ) {
    // A scope hands this handler only values for which `value is Existential` held (see
    // `DestinationProtocolRegistration.accepts`), so the forced cast cannot fail.
    self.makeScreen = { value in makeScreen(value as! Existential) }
  }
}
