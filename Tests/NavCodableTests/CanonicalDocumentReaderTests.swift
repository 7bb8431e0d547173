import NavCodable
import NavCore
import Testing

/// The envelope reader decodes a stack of today's version as it reads it (the shortcut), and
/// hands over to the general reader where it stops; these pin that the shortcut and the general
/// reader alone (every element read as JSON, then decoded) agree, and that the shortcut accepts
/// nothing JSON rejects.
@Suite struct CanonicalDocumentReaderTests {
  @Test func canonicalAndSpacedDocumentsDecodeTheSame() throws {
    let registry = recipesRegistry()
    var generator = SplitMix64(seed: 14)
    for _ in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      let path = NavPath(
        (0..<count).map { _ -> any Hashable & Sendable in
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: Int.random(in: -1000...1000, using: &generator)
          case 1: "t\"\\\u{1}é\(Int.random(in: 0...9, using: &generator))"
          case 2: Category.allCases.randomElement(using: &generator)!
          default: Recipe(id: Int.random(in: 0...99, using: &generator), name: "Pie, \"A\": 1")
          }
        })
      let canonical = text(try registry.encode(path))
      #expect(try registry.decode(NavPath.self, from: data(canonical)) == path)
      #expect(try registry.decode(NavPath.self, from: data(spaced(canonical))) == path)
      #expect(try registry.decodeGenerally(NavPath.self, from: data(canonical)) == path)
    }
  }

  /// A random path of the recipes domain, 0 to 12 elements, some of them `Route`s.
  private func randomPath(_ generator: inout SplitMix64) -> NavPath {
    NavPath(
      (0..<Int.random(in: 0...12, using: &generator)).map { _ -> any Hashable & Sendable in
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: Int.random(in: -1000...1000, using: &generator)
        case 1: "t\"\\\u{1}é\(Int.random(in: 0...9, using: &generator))"
        case 2: Category.allCases.randomElement(using: &generator)!
        case 3: Route.detail(Int.random(in: 0...9, using: &generator))
        default: Recipe(id: Int.random(in: 0...99, using: &generator), name: "Pie, \"A\": 1")
        }
      })
  }

  /// The outcome of reading a document, with an error's description.
  private func outcome<State: Equatable>(_ read: () throws(NavCodingError) -> State)
    -> Outcome<State>
  {
    do throws(NavCodingError) {
      return .state(try read())
    } catch {
      return .failure(error.description)
    }
  }

  /// What reading a document gave.
  private enum Outcome<State: Equatable>: Equatable {
    case state(State)
    case failure(String)

    var state: State? {
      if case .state(let state) = self { return state }
      return nil
    }
  }

  @Test func canonicalAndSpacedDocumentsRestoreTheSameUnderBothPolicies() throws {
    let registry = recipesRegistry()
    var generator = SplitMix64(seed: 24)
    for _ in 0..<100 {
      let canonical = text(try registry.encode(randomPath(&generator)))
      for policy in [NavDecodingPolicy.strict, .prefix] {
        let fast = try registry.restore(NavPath.self, from: data(canonical), policy: policy)
        let general = try registry.restoreGenerally(
          NavPath.self, from: data(canonical), policy: policy)
        #expect(fast == general)
        #expect(fast.isComplete && !fast.wasMigrated)
      }
    }
  }

  /// Documents the shortcut starts to read and then leaves to the general reader: each gives
  /// the same state or the same error (none of these errors names a byte offset) either way.
  @Test(arguments: [
    // A typed path of categories holding a recipe: an element of another type.
    #"{"v":1,"t":["category","recipe"],"stack":[[0,"mains"],[1,{"id":1,"name":"Pie"}]]}"#,
    // A tag nobody registered, after a good element.
    #"{"v":1,"t":["category","nope"],"stack":[[0,"mains"],[1,1]]}"#,
    // A payload that does not decode.
    #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"soups"]]}"#,
    // A document of a version the schema does not have.
    #"{"v":2,"t":["category"],"stack":[[0,"mains"]]}"#,
    // Nothing at all, and categories only.
    #"{"v":1,"t":[],"stack":[]}"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"drinks"]]}"#,
    // Tags are looked up as they lie in the bytes: an escaped tag (only the general reader
    // unescapes it), tags one byte short or long of a registered one, and an alias.
    #"{"v":1,"t":["categ\u006fry"],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["categor"],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["categoryy"],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["Foundation.UUID"],"stack":[[0,"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]]}"#,
    #"{"v":1,"t":["FoundationEssentials.UUID"],"stack":[[0,"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]]}"#,
  ])
  func documentsTheShortcutLeavesReadTheSame(saved: String) {
    let registry = recipesRegistry()
    #expect(
      outcome { () throws(NavCodingError) in
        try registry.decode(NavPath.self, from: data(saved))
      }
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(NavPath.self, from: data(saved))
        })
    #expect(
      outcome { () throws(NavCodingError) in
        try registry.decode(TypedPath<Category>.self, from: data(saved))
      }
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(TypedPath<Category>.self, from: data(saved))
        })
    for policy in [NavDecodingPolicy.strict, .prefix] {
      #expect(
        outcome { () throws(NavCodingError) in
          try registry.restore(TypedPath<Category>.self, from: data(saved), policy: policy)
        }
          == outcome { () throws(NavCodingError) in
            try registry.restoreGenerally(
              TypedPath<Category>.self, from: data(saved), policy: policy)
          })
    }
  }

  /// The shortcut finds every tag and alias of a registry of many, and only those.
  @Test func theShortcutFindsEveryTagOfALargeRegistry() throws {
    var registry = NavTypeRegistry()
    let aliases = (1..<40).map { "category alias \($0)" }
    registry.register(Category.self, tag: "category", aliases: aliases)
    registry.register(Recipe.self, tag: "recipe")
    for tag in ["category"] + aliases {
      let saved =
        #"{"v":1,"t":["recipe",""# + tag + #""],"stack":[[1,"mains"],[0,{"id":7,"name":"Pie"}]]}"#
      let path = NavPath([Category.mains, Recipe(id: 7, name: "Pie")])
      #expect(try registry.decode(NavPath.self, from: data(saved)) == path)
      #expect(try registry.decodeGenerally(NavPath.self, from: data(saved)) == path)
    }
    let unknown = #"{"v":1,"t":["category alias 40"],"stack":[[0,"mains"]]}"#
    #expect(
      outcome { () throws(NavCodingError) in try registry.decode(NavPath.self, from: data(unknown))
      }
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(NavPath.self, from: data(unknown))
        })
    #expect(throws: NavCodingError.self) { try registry.decode(NavPath.self, from: data(unknown)) }
  }

  @Test func theShortcutAndTheGeneralReaderApplyTheSameLimits() throws {
    let registry = recipesRegistry()
    let path = NavPath([Category.mains, Recipe(id: 1, name: "Pie"), Route.detail(2)])
    let canonical = text(try registry.encode(path))
    for (count, depth) in [(3, 64), (2, 64), (3, 2)] {
      let limits = NavDecodingLimits(maxElementCount: count, maxNestingDepth: depth)
      let fast = outcome { () throws(NavCodingError) in
        try registry.decode(NavPath.self, from: data(canonical), limits: limits)
      }
      #expect(
        fast
          == outcome { () throws(NavCodingError) in
            try registry.decodeGenerally(NavPath.self, from: data(canonical), limits: limits)
          })
      // The limits that leave room for the path decode it.
      #expect(fast.state == (count == 3 ? path : nil))
    }
    // Too deep: the same error, at a byte offset the spaces move.
    let shallow = NavDecodingLimits(maxNestingDepth: 1)
    #expect(
      throwsDescription {
        try registry.decode(NavPath.self, from: data(canonical), limits: shallow)
      }
        == "limit exceeded at $.stack[2][1].detail (byte 101): nesting is deeper than the limit "
        + "of 1 levels in a payload")
    #expect(
      throwsDescription {
        try registry.decode(NavPath.self, from: data(spaced(canonical)), limits: shallow)
      }?.hasPrefix("limit exceeded at $.stack[2][1].detail (byte 117): nesting is deeper") == true)
  }

  @Test func aTypedPathsShortcutAndTheGeneralReaderApplyTheSameElementLimit() throws {
    let registry = recipesRegistry()
    let path = TypedPath<Route>([.detail(1), .list, .detail(3)])
    let canonical = try registry.encode(path)
    for count in [3, 2, 1] {
      let limits = NavDecodingLimits(maxElementCount: count)
      let fast = outcome { () throws(NavCodingError) in
        try registry.decode(TypedPath<Route>.self, from: canonical, limits: limits)
      }
      #expect(
        fast
          == outcome { () throws(NavCodingError) in
            try registry.decodeGenerally(TypedPath<Route>.self, from: canonical, limits: limits)
          })
      #expect(fast.state == (count == 3 ? path : nil))
    }
  }

  /// A typed path takes its routes straight from the codec of its route type; elements of other
  /// types read as the general reader reads them, for a route type that is not registered
  /// (`AnyHashable`) and for a registered one. Both refuse the document: `"list"` is not a
  /// `Route`'s payload.
  @Test func aTypedPathsShortcutTakesRoutesOfOtherTypesAsTheGeneralReaderDoes() throws {
    let registry = recipesRegistry()
    let mixed = #"{"v":1,"t":["category","route"],"stack":[[0,"mains"],[1,"list"]]}"#
    let unregistered = outcome { () throws(NavCodingError) in
      try registry.decode(TypedPath<AnyHashable>.self, from: data(mixed))
    }
    #expect(
      unregistered
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(TypedPath<AnyHashable>.self, from: data(mixed))
        })
    let routes = outcome { () throws(NavCodingError) in
      try registry.decode(TypedPath<Route>.self, from: data(mixed))
    }
    #expect(
      routes
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(TypedPath<Route>.self, from: data(mixed))
        })
    #expect(routes.state == nil)
  }

  /// A `TypedPath<AnyHashable>` takes an element of every registered type, as `AnyHashable`,
  /// through the shortcut and through the general reader alike.
  @Test func aTypedPathOfAnyHashableTakesElementsOfEveryRegisteredType() throws {
    let registry = recipesRegistry()
    var path = NavPath()
    path.append(Category.mains)
    path.append(Recipe(id: 7, name: "Soup"))
    path.append(Route.detail(3))
    path.append(42)
    let saved = try registry.encode(path)
    var expected = TypedPath<AnyHashable>()
    expected.routes = [Category.mains, Recipe(id: 7, name: "Soup"), Route.detail(3), 42]
    #expect(try registry.decode(TypedPath<AnyHashable>.self, from: saved) == expected)
    #expect(try registry.decodeGenerally(TypedPath<AnyHashable>.self, from: saved) == expected)
  }

  /// A typed path's routes are decoded into memory that grows as they come: a document of more
  /// routes than its size makes room for (each `[0,7],` is 6 bytes, and the reader makes room
  /// for one in 16) decodes them all, in order, and over the element limit it is refused as the
  /// general reader refuses it.
  @Test(arguments: [0, 1, 5, 100, 1_000])
  func aTypedPathOfManyShortRoutesDecodesThemAllInOrder(count: Int) throws {
    var registry = NavTypeRegistry()
    registry.register(Int.self, tag: "n")
    var path = TypedPath<Int>()
    path.routes = (0..<count).map { $0 % 10 }
    let saved = try registry.encode(path)
    #expect(try registry.decode(TypedPath<Int>.self, from: saved) == path)
    let limits = NavDecodingLimits(maxElementCount: max(0, count - 1))
    let limited = outcome { () throws(NavCodingError) in
      try registry.decode(TypedPath<Int>.self, from: saved, limits: limits)
    }
    #expect(
      limited
        == outcome { () throws(NavCodingError) in
          try registry.decodeGenerally(TypedPath<Int>.self, from: saved, limits: limits)
        })
    #expect(limited.state == (count == 0 ? path : nil))
  }

  @Test(arguments: [
    #"{"v":1,"t":["category",],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains"],]}"#,
    #"{"v":01,"t":["category"],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[1,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains"]]}x"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains",1]]}"#,
  ])
  func nearlyCanonicalInvalidDocumentsAreMalformed(saved: String) {
    #expect(
      throwsDescription { try recipesRegistry().decode(NavPath.self, from: data(saved)) }?
        .hasPrefix("malformed JSON at $") == true)
  }

  @Test func theShortcutAppliesTheElementLimit() {
    var limits = NavDecodingLimits()
    limits.maxElementCount = 1
    let saved = #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"drinks"]]}"#
    #expect(
      throwsDescription {
        try recipesRegistry().decode(NavPath.self, from: data(saved), limits: limits)
      }
        == "limit exceeded: the stack holds 2 elements, more than the limit of 1")
  }
}
