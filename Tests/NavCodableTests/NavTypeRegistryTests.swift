import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct NavTypeRegistryTests {
  @Test func defaultTagIsTheQualifiedTypeName() {
    var registry = NavTypeRegistry()
    registry.register(User.self)
    #expect(registry.tag(for: User.self) == String(reflecting: User.self))
    #expect(registry.tag(for: Recipe.self) == nil)
  }

  @Test func standardTypesUseSwiftUIsNames() {
    var registry = NavTypeRegistry()
    registry.registerStandardTypes()
    #expect(registry.tag(for: Int.self) == "Swift.Int")
    #expect(registry.tag(for: String.self) == "Swift.String")
    #expect(registry.tag(for: Bool.self) == "Swift.Bool")
    #expect(registry.tag(for: Double.self) == "Swift.Double")
    #expect(registry.isRegistered(tag: "Foundation.UUID"))
    #expect(registry.isRegistered(tag: "FoundationEssentials.UUID"))
  }

  @Test func aliasesAreReadAsTheRegisteredType() throws {
    var registry = NavTypeRegistry()
    registry.register(Recipe.self, tag: "recipe", aliases: ["MyApp.Recipe"])
    let saved = #"{"v":1,"t":["MyApp.Recipe"],"stack":[[0,{"id":1,"name":"Pie"}]]}"#
    #expect(
      try registry.decode(NavPath.self, from: data(saved)) == NavPath([Recipe(id: 1, name: "Pie")]))
    #expect(try text(registry.encode(NavPath([Recipe(id: 1, name: "Pie")]))).contains("\"recipe\""))
  }

  @Test func registeringATagTwiceThrowsFromTheThrowingTwin() {
    var registry = NavTypeRegistry()
    registry.register(Recipe.self, tag: "recipe")
    #expect(throws: RouteDeclarationError.self) {
      try registry.tryRegister(User.self, tag: "recipe")
    }
    let taken = #expect(throws: RouteDeclarationError.self) {
      try registry.tryRegister(User.self, tag: "user", aliases: ["recipe"])
    }
    #expect(
      taken?.description
        == #"tag "recipe" of NavCodableTests.User is already NavCodableTests.Recipe's"#)
    #expect(!registry.isRegistered(tag: "user"))
    #expect(throws: RouteDeclarationError.self) {
      try registry.tryRegister(Recipe.self, tag: "other")
    }
  }

  @Test func registeringATagTwiceTraps() async {
    await #expect(processExitsWith: .failure) {
      var registry = NavTypeRegistry()
      registry.register(Recipe.self, tag: "recipe")
      registry.register(User.self, tag: "recipe")
    }
  }

  @Test func encodesTheDocumentedJSONExactly() throws {
    let registry = recipesRegistry()
    let path = NavPath([
      NavPath.Element(Category.desserts), NavPath.Element(Recipe(id: 42, name: "Apple Pie")),
      NavPath.Element(Category.mains), NavPath.Element(7), NavPath.Element("note \"x\""),
      NavPath.Element(true), NavPath.Element(0.1), NavPath.Element(Route.detail(3)),
    ])
    let expected =
      #"{"v":1,"t":["category","recipe","Swift.Int","Swift.String","Swift.Bool","#
      + #""Swift.Double","route"],"stack":[[0,"desserts"],[1,{"id":42,"name":"Apple Pie"}],"#
      + #"[0,"mains"],[2,7],[3,"note \"x\""],[4,true],[5,0.1],[6,{"detail":{"_0":3}}]]}"#
    #expect(try text(registry.encode(path)) == expected)
    #expect(try registry.decode(NavPath.self, from: registry.encode(path)) == path)
  }

  @Test func encodesAnEmptyPath() throws {
    #expect(
      try text(recipesRegistry().encode(NavPath())) == #"{"v":1,"t":[],"stack":[]}"#)
  }

  @Test func theDocumentIsTheDocumentedJSONValue() throws {
    let registry = recipesRegistry()
    let path = NavPath([NavPath.Element(Category.drinks), NavPath.Element(5)])
    let document = try NavDocument(jsonBytes: registry.encode(path))
    #expect(document.version == 1)
    #expect(document.tags == ["category", "Swift.Int"])
    #expect(
      document.root
        == .stack([.init(tag: "category", payload: "drinks"), .init(tag: "Swift.Int", payload: 5)]))
    #expect(
      document.elements == [
        .init(tag: "category", payload: "drinks"), .init(tag: "Swift.Int", payload: 5),
      ])
    #expect(
      try text(registry.encode(path)) == String(decoding: document.jsonBytes, as: UTF8.self))
    #expect(try registry.decode(NavPath.self, from: document.jsonBytes) == path)
  }

  @Test func theDocumentDecodesWithoutTheRegistry() throws {
    struct AppState: Codable, Equatable {
      var path: NavDocument
    }
    let registry = recipesRegistry()
    let state = AppState(
      path: try NavDocument(jsonBytes: registry.encode(NavPath([Category.mains]))))
    let saved = try JSONEncoder().encode(state)
    let restored = try JSONDecoder().decode(AppState.self, from: saved)
    #expect(restored == state)
    #expect(
      try registry.decode(NavPath.self, from: restored.path.jsonBytes) == NavPath([Category.mains]))
  }

  @Test func unregisteredElementsNameTheirIndexAndType() {
    let path = NavPath([NavPath.Element(Category.desserts), NavPath.Element(Secret(code: 1))])
    #expect(throws: NavCodingError.self) { try recipesRegistry().encode(path) }
    do {
      _ = try recipesRegistry().encode(path)
    } catch {
      #expect(error.kind == .unregisteredType)
      #expect(error.domain == "NavCodable.NavCodingError")
      #expect(error.kind.description == "unregisteredType")
      #expect(error.location.elementIndex == 1)
      #expect(
        error.description
          == "unregistered type at element 1 at $[1]: NavCodableTests.Secret is not registered; "
          + "register it (it must be Codable) with registry.register(NavCodableTests.Secret.self)")
    }
  }

  @Test func nonFiniteValuesAreInvalid() {
    do {
      _ = try recipesRegistry().encode(NavPath([1.0, Double.infinity]))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "invalid value at element 1 (tag \"Swift.Double\") at $[1].payload: "
          + "inf is not a finite number, JSON has none")
    }
  }

  @Test func invalidNestedValuesNameTheirPathInsideThePayload() {
    struct Chart: Codable, Hashable, Sendable {
      struct Series: Codable, Hashable, Sendable { var points: [Double] }
      var title: String
      var series: [Series]
    }
    var registry = NavTypeRegistry()
    registry.register(Chart.self, tag: "chart")
    let chart = Chart(title: "t", series: [.init(points: [1]), .init(points: [2, .nan])])
    let expected =
      "invalid value at element 0 (tag \"chart\") at $[0].payload.series[1].points[1]: "
      + "nan is not a finite number, JSON has none"
    #expect(throwsDescription { try registry.encode(NavPath([chart])) } == expected)
  }

  @Test func foundationTypesAreWrittenAsJSONEncoderWritesThem() throws {
    struct Attachment: Codable, Hashable, Sendable {
      var data: Data
      var link: URL
      var price: Decimal
      var date: Date
    }
    var registry = NavTypeRegistry()
    registry.register(Attachment.self, tag: "attachment")
    let attachment = Attachment(
      data: Data([0, 1, 255]), link: try #require(URL(string: "https://example.com/a?b=c")),
      price: try #require(Decimal(string: "12.50")), date: Date(timeIntervalSinceReferenceDate: 1.5)
    )
    let saved = try registry.encode(NavPath([attachment]))
    #expect(
      text(saved)
        == #"{"v":1,"t":["attachment"],"stack":[[0,{"data":"AAH/","#
        + #""link":"https://example.com/a?b=c","price":12.5,"date":1.5}]]}"#)
    #expect(try registry.decode(NavPath.self, from: saved) == NavPath([attachment]))
    let payload = try #require(NavDocument(jsonBytes: saved).elements?[0].payload)
    #expect(
      try JSONDecoder().decode(Attachment.self, from: data(payload.description)) == attachment)
    let foundation = try JSONEncoder().encode(attachment)
    let fromFoundation =
      #"{"v":1,"t":["attachment"],"stack":[[0,"# + text(foundation) + "]]}"
    #expect(try registry.decode(NavPath.self, from: data(fromFoundation)) == NavPath([attachment]))
  }

  @Test func typedPathsUseTheSameEnvelope() throws {
    let registry = recipesRegistry()
    let typed: TypedPath<Route> = [.list, .detail(42), .settings]
    let saved = try registry.encode(typed)
    #expect(saved == (try registry.encode(NavPath(typed))))
    #expect(
      text(saved)
        == #"{"v":1,"t":["route"],"stack":[[0,{"list":{}}],[0,{"detail":{"_0":42}}],"#
        + #"[0,{"settings":{}}]]}"#)
    #expect(try registry.decode(TypedPath<Route>.self, from: saved) == typed)
    #expect(try registry.decode(NavPath.self, from: saved) == NavPath(typed))
  }

  @Test func typedPathsRejectOtherRegisteredTypes() {
    let registry = recipesRegistry()
    do {
      _ = try registry.decode(
        TypedPath<Route>.self,
        from: registry.encode(NavPath([NavPath.Element(Route.list), NavPath.Element(3)])))
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "unexpected type at element 1 (tag \"Swift.Int\") at $[1]: "
          + "the element is a Swift.Int, not a NavCodableTests.Route")
    }
  }

  @Test func largeIntegersRoundTripExactly() throws {
    var registry = NavTypeRegistry()
    registry.register(UInt64.self)
    registry.register(Int64.self)
    let path = NavPath([NavPath.Element(UInt64.max), NavPath.Element(Int64.min)])
    #expect(
      try text(registry.encode(path))
        == #"{"v":1,"t":["Swift.UInt64","Swift.Int64"],"stack":"#
        + #"[[0,18446744073709551615],[1,-9223372036854775808]]}"#)
    #expect(try registry.decode(NavPath.self, from: registry.encode(path)) == path)
  }

  @Test(arguments: 0..<20)
  func randomPathsRoundTripExactly(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    let registry = recipesRegistry()
    var path = NavPath()
    for _ in 0..<Int.random(in: 0..<40, using: &random) {
      switch Int.random(in: 0..<7, using: &random) {
      case 0: path.append(Category.allCases.randomElement(using: &random) ?? .desserts)
      case 1:
        path.append(
          Recipe(id: .random(in: .min ... .max, using: &random), name: randomText(&random)))
      case 2: path.append(Int.random(in: .min ... .max, using: &random))
      case 3: path.append(randomText(&random))
      case 4: path.append(Bool.random(using: &random))
      case 5:
        let number = Double(bitPattern: random.next())
        path.append(number.isFinite ? number : 0)
      default: path.append(Route.detail(.random(in: -9...9, using: &random)))
      }
    }
    let saved = try registry.encode(path)
    #expect(try registry.decode(NavPath.self, from: saved) == path)
    #expect(try registry.encode(registry.decode(NavPath.self, from: saved)) == saved)
    #expect(try NavDocument(jsonBytes: saved).jsonBytes == Array(saved))
  }

  private func randomText(_ random: inout SplitMix64) -> String {
    let alphabet: [Character] = ["a", "é", "\"", "\\", "\n", "\u{1}", "😀", " ", "/", "z"]
    return String(
      (0..<Int.random(in: 0..<8, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? "a"
      })
  }
}
