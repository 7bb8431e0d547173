import NavCore
import Testing

extension DestinationRegistryTests {
  @Test func exactTypeWinsOverItsSuperclasses() throws {
    var registry = DestinationFixtures.animalsRegistry()
    registry.register(Dog.self) { .dog($0.name) }
    #expect(try registry.screen(for: Dog(name: "Rex")) == .dog("Rex"))
    #expect(try registry.screen(for: Cat(name: "Tom")) == .mammal("Tom"))
    #expect(try registry.screen(for: Mammal(name: "Generic")) == .mammal("Generic"))
    #expect(try registry.screen(for: Animal(name: "Fish")) == .animal("Fish"))
  }

  @Test func nearestSuperclassWinsOverFartherOnes() throws {
    let registry = DestinationFixtures.animalsRegistry()
    #expect(try registry.screen(for: Dog(name: "Rex")) == .mammal("Rex"))
  }

  @Test func subclassOfASubclassFindsTheRootClass() throws {
    var registry = DestinationRegistry<Screen>()
    registry.register(Animal.self) { .animal($0.name) }
    #expect(try registry.screen(for: Dog(name: "Rex")) == .animal("Rex"))
  }

  @Test func superclassWinsOverAProtocol() throws {
    // Animal conforms to Named: the class registration is the more specific.
    let registry = DestinationFixtures.animalsRegistry()
    #expect(try registry.screen(for: Animal(name: "Fish")) == .animal("Fish"))
  }

  @Test func protocolHandlesValuesWithNoTypeRegistration() throws {
    let registry = DestinationFixtures.animalsRegistry()
    #expect(try registry.screen(for: Ingredient(name: "salt")) == .named("salt"))
    #expect(!registry.canShow(1))
  }

  @Test func exactTypeWinsOverAProtocol() throws {
    var registry = DestinationFixtures.animalsRegistry()
    registry.register(Ingredient.self) { _ in .pet }
    #expect(try registry.screen(for: Ingredient(name: "salt")) == .pet)
  }

  @Test func twoMatchingProtocolsInOneScopeAreAnAmbiguity() throws {
    var registry = DestinationRegistry<Screen>()
    registry.register(conformingTo: (any Named).self) { .named($0.name) }
    registry.register(conformingTo: (any Pet).self) { _ in .pet }
    #expect(!registry.canShow(Puppy(name: "Rex")))
    #expect(registry.resolve(NavPath([Puppy(name: "Rex")])).dropped.map(\.kind) == [.ambiguous])
    #expect(try registry.screen(for: Ingredient(name: "salt")) == .named("salt"))
  }

  @Test func aTypeRegistrationResolvesAnAmbiguity() throws {
    var registry = DestinationRegistry<Screen>()
    registry.register(conformingTo: (any Named).self) { .named($0.name) }
    registry.register(conformingTo: (any Pet).self) { _ in .pet }
    registry.register(Puppy.self) { .dog($0.name) }
    #expect(try registry.screen(for: Puppy(name: "Rex")) == .dog("Rex"))
  }

  @Test func anAmbiguityDoesNotFallThroughToAnOuterScope() {
    var nested = DestinationRegistry<Screen>()
    nested.register(conformingTo: (any Named).self) { .named($0.name) }
    nested.register(conformingTo: (any Pet).self) { _ in .pet }
    var registry = DestinationRegistry<Screen>()
    registry.register(Puppy.self) { .dog($0.name) }
    registry.register(Int.self, destinations: nested) { .number($0) }
    #expect(registry.canShow(Puppy(name: "Rex")))
    #expect(!registry.canShow(Puppy(name: "Rex"), on: NavPath([1])))
  }

  /// Every order of the same registrations gives the same screens.
  @Test(arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]])
  func registrationOrderDoesNotMatter(order: [Int]) {
    let registrations: [(inout DestinationRegistry<Screen>) -> Void] = [
      { $0.register(Animal.self) { .animal($0.name) } },
      { $0.register(Mammal.self) { .mammal($0.name) } },
      { $0.register(conformingTo: (any Named).self) { .named($0.name) } },
      { $0.register(conformingTo: (any Pet).self) { _ in .pet } },
    ]
    var registry = DestinationRegistry<Screen>()
    for index in order { registrations[index](&registry) }
    let path = DestinationFixtures.path(
      Animal(name: "a"), Cat(name: "c"), Dog(name: "d"), Ingredient(name: "i"), Puppy(name: "p"))
    let resolution = registry.resolve(path)
    #expect(resolution.screens == [.animal("a"), .mammal("c"), .mammal("d"), .named("i"), nil])
    #expect(
      resolution.dropped.map(\.description) == [
        "Ambiguous destination for element 4 of type Puppy: it conforms to any Named and any Pet, "
          + "registered in the same scope. Register Puppy in that scope to choose."
      ])
  }
}
