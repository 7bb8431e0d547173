/// Maps the values on a navigation path to screens of your own type, as plain data.
///
/// `DestinationRegistry` is the plain-Swift counterpart of SwiftUI's
/// `navigationDestination(for:destination:)`. `Screen` is whatever you want to produce: an enum of
/// screens, a struct with a title and parameters, a view-model factory.
///
/// ```swift
/// enum Screen: Equatable {
///   case category(Category), recipe(Int), number(Int)
/// }
///
/// var registry = DestinationRegistry<Screen>()
/// registry.register(Category.self) { .category($0) }
/// registry.register(Recipe.self) { recipe in .recipe(recipe.id) }
///
/// var path = NavPath()
/// path.append(Category.desserts)
/// path.append(Recipe(id: 7))
/// try registry.screens(for: path)  // [.category(.desserts), .recipe(7)]
/// ```
///
/// An app usually declares its routes in a ``NavRoutes``, which makes this registry (its
/// ``NavRoutes/destinations``) together with the routes' links and tags. The registry stays
/// usable on its own underneath, for what a route declaration does not say, such as a protocol
/// registration.
///
/// ## Motivation
/// In SwiftUI a value with no registration fails silently (a placeholder view), duplicate
/// registrations follow a rule that surprises, and nothing can be checked outside the UI. Here a
/// miss is reported with the element's position and type, a duplicate registration traps (or is
/// refused, with ``tryRegister(_:destinations:_:)``), and resolution runs anywhere: in tests,
/// on a server, before pushing (``canShow(_:on:)-(_,Path)``).
///
/// ## Nearest registration wins
/// A registration can declare destinations of its own (`destinations:`), which apply to the
/// elements pushed after it, the way a pushed screen declares its own `navigationDestination`s.
/// Within one scope the most specific registration wins: the exact type, then the nearest
/// registered superclass, then a protocol the value conforms to (two matching protocols are an
/// ambiguity, reported as a miss). Between scopes the `scopeRule` given to ``init(scopeRule:)``
/// decides: the innermost scope by default, or the one closest to the root as in SwiftUI. Neither
/// rule depends on the order of registration.
///
/// ## Performance
/// A registry is immutable while it resolves and safe to share between tasks. Resolving an element
/// is one hash look-up per scope in effect (plus one per superclass, and one cast per protocol
/// registration, in scopes that need them); resolving a path is linear in its length, because the
/// scopes in effect are carried along the walk and each distinct scope is held once.
public struct DestinationRegistry<Screen>: Sendable {
  /// Which scope wins when several scopes in effect handle the same value.
  package let scopeRule: DestinationScopeRule

  /// The registrations of the root scope.
  private(set) var root: DestinationScope

  /// Creates an empty registry.
  ///
  /// ```swift
  /// var swiftUIStyle = DestinationRegistry<Screen>(
  ///   scopeRule: .closestToRootWins)
  /// ```
  ///
  /// - Parameter scopeRule: Which scope wins when several in effect handle a value. The default
  ///   is ``DestinationScopeRule/innermostWins``. The rule of a registry used as nested
  ///   `destinations:` is ignored: the rule of the registry that resolves applies.
  public init(scopeRule: DestinationScopeRule = .innermostWins) {
    self.scopeRule = scopeRule
    root = DestinationScope()
  }

  /// Registers the screen for values of a type, and of its subclasses when it is a class.
  ///
  /// ```swift
  /// registry.register(Recipe.self) { recipe in .recipeDetail(recipe.id) }
  ///
  /// var categoryDestinations = DestinationRegistry<Screen>()
  /// categoryDestinations.register(Int.self) { .recipeNumber($0) }
  /// registry.register(Category.self, destinations: categoryDestinations) {
  ///   .category($0)
  /// }
  /// ```
  ///
  /// To register a protocol, use ``register(conformingTo:destinations:_:)``.
  ///
  /// - Parameters:
  ///   - type: The type of the values to show.
  ///   - destinations: The destinations the screen declares: they apply to the elements pushed
  ///     after a value of this type. The registry's registrations are taken as they are now.
  ///   - makeScreen: Makes the screen for a value.
  /// - Precondition: `type` is not already registered in this scope. Use
  ///   ``tryRegister(_:destinations:_:)`` for a form that never traps.
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  public mutating func register<Value: Hashable>(
    _ type: Value.Type,
    destinations: DestinationRegistry? = nil,
    _ makeScreen: @escaping @Sendable (Value) -> Screen
  ) {
    let registered = tryRegister(type, destinations: destinations, makeScreen)
    precondition(
      registered,
      "DestinationRegistry.register(\(_typeName(type, qualified: false)).self): the type is "
        + "already registered in this scope; use tryRegister to keep the first registration")
  }

  /// Registers the screen for values of a type unless the type is already registered in this
  /// scope.
  ///
  /// The non-trapping twin of ``register(_:destinations:_:)``: a duplicate leaves the registry as
  /// it was and returns `false`.
  ///
  /// - Parameters:
  ///   - type: The type of the values to show.
  ///   - destinations: The destinations the screen declares for the elements pushed after it.
  ///   - makeScreen: Makes the screen for a value.
  /// - Returns: `true` when the registration was added; `false` when `type` was already registered
  ///   in this scope.
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  public mutating func tryRegister<Value: Hashable>(
    _ type: Value.Type,
    destinations: DestinationRegistry? = nil,
    _ makeScreen: @escaping @Sendable (Value) -> Screen
  ) -> Bool {
    let registration = DestinationRegistration(
      typeName: _typeName(type, qualified: false),
      handler: DestinationHandler(type: type, makeScreen: makeScreen),
      nestedScope: destinations?.root)
    guard let scope = root.adding(registration, for: type) else { return false }
    root = scope
    return true
  }

  /// Registers the screen for values of any type that conforms to a protocol.
  ///
  /// A protocol registration is the least specific: a registration for the value's own type or a
  /// superclass, in the same scope, wins over it. When a value conforms to two protocols
  /// registered in the same scope and nothing more specific handles it, resolving it is an
  /// ``NavErrorKind/ambiguous`` miss, never a choice by registration order.
  ///
  /// ```swift
  /// protocol Named { var name: String { get } }
  /// registry.register(conformingTo: (any Named).self) { named in
  ///   .titled(named.name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - existential: The protocol, spelled as an existential type: `(any Named).self`.
  ///   - destinations: The destinations the screen declares for the elements pushed after it.
  ///   - makeScreen: Makes the screen for a value, given as the existential.
  /// - Precondition: The protocol is not already registered in this scope. Use
  ///   ``tryRegister(conformingTo:destinations:_:)`` for a form that never traps.
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  public mutating func register<Existential>(
    conformingTo existential: Existential.Type,
    destinations: DestinationRegistry? = nil,
    _ makeScreen: @escaping @Sendable (Existential) -> Screen
  ) {
    let registered = tryRegister(
      conformingTo: existential, destinations: destinations, makeScreen)
    precondition(
      registered,
      "DestinationRegistry.register(conformingTo: (\(Self.protocolName(existential))).self): the "
        + "protocol is already registered in this scope; use tryRegister to keep the first "
        + "registration")
  }

  /// Registers the screen for values conforming to a protocol unless the protocol is already
  /// registered in this scope.
  ///
  /// The non-trapping twin of ``register(conformingTo:destinations:_:)``.
  ///
  /// - Parameters:
  ///   - existential: The protocol, spelled as an existential type: `(any Named).self`.
  ///   - destinations: The destinations the screen declares for the elements pushed after it.
  ///   - makeScreen: Makes the screen for a value, given as the existential.
  /// - Returns: `true` when the registration was added; `false` when the protocol was already
  ///   registered in this scope.
  /// - Complexity: O(*r*), where *r* is the number of registrations in this scope.
  public mutating func tryRegister<Existential>(
    conformingTo existential: Existential.Type,
    destinations: DestinationRegistry? = nil,
    _ makeScreen: @escaping @Sendable (Existential) -> Screen
  ) -> Bool {
    let registration = DestinationRegistration(
      typeName: Self.protocolName(existential),
      handler: DestinationHandler(conformingTo: existential, makeScreen: makeScreen),
      nestedScope: destinations?.root)
    let entry = DestinationProtocolRegistration(
      key: ObjectIdentifier(existential), registration: registration,
      accepts: { $0 is Existential })
    guard let scope = root.adding(entry) else { return false }
    root = scope
    return true
  }

  /// The name of a protocol's existential type as written in Swift 6, as in `any Named`.
  private static func protocolName(_ existential: Any.Type) -> String {
    let name = _typeName(existential, qualified: false)
    return name.hasPrefix("any ") ? name : "any \(name)"
  }
}
