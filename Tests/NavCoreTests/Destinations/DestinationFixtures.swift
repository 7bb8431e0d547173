import NavCore

/// Values, screens and registries shared by the destination registry's tests.
///
/// Nested in an enum so that they cannot clash with other suites' fixtures in this target; each
/// test file brings the names it uses into scope with private type aliases.
enum DestinationFixtures {
  /// The screens the test registries produce.
  enum Screen: Hashable, Sendable {
    case number(Int)
    case recipeNumber(Int)
    case ingredientNumber(Int)
    case category(Category)
    case recipe(Int)
    case animal(String)
    case mammal(String)
    case dog(String)
    case named(String)
    case pet
  }

  /// A recipe category, as in the seed articles' recipes app.
  enum Category: Hashable, Sendable, CaseIterable {
    case desserts
    case mains
  }

  /// A recipe, shown by its identifier.
  struct Recipe: Hashable, Sendable {
    let id: Int
  }

  /// Something with a name, registered as a protocol.
  protocol Named {
    var name: String { get }
  }

  /// A second protocol, so that a value can match two protocol registrations.
  protocol Pet {}

  /// A value type handled only through ``Named``.
  struct Ingredient: Hashable, Sendable, Named {
    let name: String
  }

  /// A value type that is both ``Named`` and a ``Pet``: ambiguous where both are registered.
  struct Puppy: Hashable, Sendable, Named, Pet {
    let name: String
  }

  /// The root of a class hierarchy: Animal <- Mammal <- Dog, Animal <- Mammal <- Cat.
  // Sendable: every stored property is an immutable `let` of a Sendable type, in this class and
  // in all its subclasses.
  class Animal: Hashable, @unchecked Sendable, Named {
    let name: String

    init(name: String) {
      self.name = name
    }

    static func == (lhs: Animal, rhs: Animal) -> Bool {
      type(of: lhs) == type(of: rhs) && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(type(of: self)))
      hasher.combine(name)
    }
  }

  /// A subclass of ``Animal``.
  class Mammal: Animal, @unchecked Sendable {}

  /// A subclass of a subclass.
  final class Dog: Mammal, @unchecked Sendable, Pet {}

  /// Another subclass of a subclass.
  final class Cat: Mammal, @unchecked Sendable {}

  /// Builds a path from values of mixed types, root first.
  static func path(_ values: any Hashable & Sendable...) -> NavPath {
    var path = NavPath()
    for value in values { path.append(value) }
    return path
  }

  /// The example: the root maps `Int` to `.number`; the `Category` screen declares that
  /// `Int` maps to `.recipeNumber`, and that a `Recipe` opens a screen that maps `Int` to
  /// `.ingredientNumber`.
  static func recipesRegistry(
    scopeRule: DestinationScopeRule = .innermostWins
  ) -> DestinationRegistry<Screen> {
    var recipeDestinations = DestinationRegistry<Screen>()
    recipeDestinations.register(Int.self) { .ingredientNumber($0) }

    var categoryDestinations = DestinationRegistry<Screen>()
    categoryDestinations.register(Int.self) { .recipeNumber($0) }
    categoryDestinations.register(Recipe.self, destinations: recipeDestinations) {
      .recipe($0.id)
    }

    var registry = DestinationRegistry<Screen>(scopeRule: scopeRule)
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: categoryDestinations) { .category($0) }
    return registry
  }

  /// A registry for the class hierarchy and the protocols, all in the root scope.
  static func animalsRegistry() -> DestinationRegistry<Screen> {
    var registry = DestinationRegistry<Screen>()
    registry.register(Animal.self) { .animal($0.name) }
    registry.register(Mammal.self) { .mammal($0.name) }
    registry.register(conformingTo: (any Named).self) { .named($0.name) }
    return registry
  }
}
