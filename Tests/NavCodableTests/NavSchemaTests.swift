import NavCodable
import NavCore
import Testing

/// The realistic story: a recipes app saved `[category, recipe]` in three successive versions.
///
/// - Version 1 tagged categories "cat" and saved recipes as `{"id":..,"title":..}`.
/// - Version 2 renamed the tag "cat" to "category".
/// - Version 3 renamed the recipe's `title` to `name` and the category case "sweets" to "desserts".
@Suite struct NavSchemaTests {
  static let version1 =
    #"{"v":1,"t":["cat","recipe"],"stack":[[0,"sweets"],[1,{"id":42,"title":"Pie"}]]}"#
  static let version2 =
    #"{"v":2,"t":["category","recipe"],"stack":[[0,"sweets"],[1,{"id":42,"title":"Pie"}]]}"#
  static let version3 =
    #"{"v":3,"t":["category","recipe"],"stack":[[0,"desserts"],[1,{"id":42,"name":"Pie"}]]}"#

  static let schema = NavSchema(
    version: 3,
    migrations: [
      1: [.renameTag("cat", to: "category")],
      2: [
        .renameMember("title", to: "name", inTag: "recipe"),
        .renameEnumCase("sweets", to: "desserts", inTag: "category"),
      ],
    ])

  @Test(arguments: [version1, version2, version3])
  func everySavedVersionRestoresUnderVersion3(saved: String) throws {
    let registry = recipesRegistry(schema: Self.schema)
    let expected = NavPath([
      NavPath.Element(Category.desserts), NavPath.Element(Recipe(id: 42, name: "Pie")),
    ])
    #expect(try registry.decode(NavPath.self, from: data(saved)) == expected)
    #expect(try text(registry.encode(expected)) == Self.version3)
  }

  @Test func migrationIsVisibleAsData() throws {
    let old = try NavDocument(jsonBytes: Array(Self.version1.utf8))
    let migrated = try Self.schema.migrate(#require(old.elements), from: old.version)
    let document = NavDocument(version: Self.schema.version, elements: migrated)
    #expect(String(decoding: document.jsonBytes, as: UTF8.self) == Self.version3)
  }

  @Test func newerVersionsAreAnError() {
    let registry = recipesRegistry(schema: Self.schema)
    let saved = #"{"v":4,"t":[],"stack":[]}"#
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(saved)) }
        == "unsupported version at $.v: version 4 is newer than this app's version 3")
  }

  @Test func aGapInTheChainIsAnError() {
    let registry = recipesRegistry(
      schema: NavSchema(version: 3, migrations: [2: [.renameTag("a", to: "b")]]))
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(Self.version1)) }
        == "unsupported version at $.v: no migration from version 1 to 2 (document version 1)"
    )
  }

  @Test func aFailingStepNamesItself() {
    let registry = recipesRegistry(
      schema: NavSchema(
        version: 2, migrations: [1: [.addMember("servings", value: 1, inTag: "cat")]]))
    #expect(
      throwsDescription { try registry.decode(NavPath.self, from: data(Self.version1)) }
        == "migration failed: step 1 (add member \"servings\" in tag \"cat\") from version 1 to 2: "
        + "expected an object, found string \"sweets\"")
  }

  /// A step throws the library's own error: its kind, fault and location stay, and the step is
  /// named in its reason.
  @Test func aStepThrowsTheLibrarysOwnError() throws {
    let step = NavMigration.custom("every recipe has an id") { elements in
      for (index, element) in elements.enumerated()
      where element.tag == "recipe" && element.payload["id"] == nil {
        throw NavCodingError(
          .payloadMismatch, at: NavErrorLocation(elementIndex: index, tag: element.tag),
          reason: "the recipe has no id")
      }
    }
    let registry = recipesRegistry(schema: NavSchema(version: 2, migrations: [1: [step]]))
    let saved = #"{"v":1,"t":["cat","recipe"],"stack":[[0,"sweets"],[1,{"title":"Pie"}]]}"#
    let error = try #require(
      #expect(throws: NavCodingError.self) {
        try registry.decode(NavPath.self, from: data(saved))
      })
    #expect(error.kind == .payloadMismatch && error.kind.fault == .data(.unprocessable))
    #expect(error.location.elementIndex == 1 && error.location.tag == "recipe")
    #expect(
      "\(error)"
        == "payload mismatch at element 1 (tag \"recipe\"): step 1 (every recipe has an id) from "
        + "version 1 to 2: the recipe has no id")
  }

  @Test func stepsDropSplitAndRewriteElements() throws {
    let schema = NavSchema(
      version: 2,
      migrations: [
        1: [
          .dropElements(withTag: "ad"),
          .splitElements(withTag: "pair") { payload in
            [
              .init(tag: "category", payload: payload["category"] ?? nil),
              .init(tag: "recipe", payload: payload["recipe"] ?? nil),
            ]
          },
          .addMember("name", value: "Untitled", inTag: "recipe"),
          .updatePayloads(ofTag: "Swift.Int") { payload in
            if case .number(let json) = payload, let number = Int(json.text) {
              payload = NavJSONValue(number * 10)
            }
          },
          .custom("keep at most 3 elements") { elements in
            elements = Array(elements.prefix(3))
          },
        ]
      ])
    let saved =
      #"{"v":1,"t":["ad","pair","Swift.Int"],"stack":[[0,1],"#
      + #"[1,{"category":"mains","recipe":{"id":9}}],[2,4],[2,5]]}"#
    let expected = NavPath([
      NavPath.Element(Category.mains), NavPath.Element(Recipe(id: 9, name: "Untitled")),
      NavPath.Element(40),
    ])
    #expect(try recipesRegistry(schema: schema).decode(NavPath.self, from: data(saved)) == expected)
  }

  @Test func enumCasesWithAssociatedValuesAreRenamed() throws {
    let schema = NavSchema(
      version: 2, migrations: [1: [.renameEnumCase("show", to: "detail", inTag: "route")]])
    let saved = #"{"v":1,"t":["route"],"stack":[[0,{"show":{"_0":3}}]]}"#
    #expect(
      try recipesRegistry(schema: schema).decode(NavPath.self, from: data(saved))
        == NavPath([Route.detail(3)]))
  }

  @Test func invalidSchemasAreRejectedByTheValidatingInitializer() {
    #expect(NavSchema(validating: 0) == nil)
    #expect(NavSchema(validating: 2, migrations: [2: []]) == nil)
    #expect(NavSchema(validating: 2, migrations: [0: []]) == nil)
    #expect(NavSchema(validating: 2, migrations: [1: []])?.version == 2)
  }

  @Test func invalidSchemasTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = NavSchema(version: 2, migrations: [2: []])
    }
  }
}

/// The description of the error `body` throws, or `nil` when it does not throw.
func throwsDescription<T>(_ body: () throws -> T) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return "\(error)"
  }
}
