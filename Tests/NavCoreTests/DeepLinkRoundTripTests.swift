import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Recipe = DeepLinkFixtures.Recipe
private typealias Product = DeepLinkFixtures.Product
private typealias Settings = DeepLinkFixtures.Settings
private typealias Cuisine = DeepLinkFixtures.Cuisine

/// Seeded property tests: every path a table can express prints as a link that reads back as it,
/// and arbitrary text never traps.
@Suite struct DeepLinkRoundTripTests {

  /// Characters that exercise encoding: unreserved, reserved, percent, space, non-ASCII, emoji.
  static let alphabet = Array("az09-._~/?#[]@!$&'()*+,;=% é中🍰\u{301}")

  static func text(_ random: inout SplitMix64, allowEmpty: Bool = false) -> String {
    while true {
      let count = Int.random(in: (allowEmpty ? 0 : 1)...8, using: &random)
      let text = String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
      if allowEmpty || (text != "." && text != ".." && !text.isEmpty) { return text }
    }
  }

  static func int(_ random: inout SplitMix64) -> Int {
    [
      Int.min, Int.max, 0, -1, Int.random(in: -1000...1000, using: &random),
      Int(bitPattern: UInt(random.next())),
    ]
    .randomElement(using: &random)!
  }

  static func route(_ random: inout SplitMix64, isTop: Bool) -> DeepLinkFixtures.Route {
    switch Int.random(in: 0..<(isTop ? 6 : 5), using: &random) {
    case 0: .category(text(&random))
    case 1:
      .recipe(int(&random), servings: isTop && Bool.random(using: &random) ? int(&random) : nil)
    case 2: .cuisine(Bool.random(using: &random) ? .french : .thai)
    case 3: .profile(int(&random))
    case 4: .settings
    default: .search(text(&random, allowEmpty: true))
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func typedPathsReadBackFromTheirLinks(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let count = Int.random(in: 0...8, using: &random)
      let path = TypedPath((0..<count).map { Self.route(&random, isTop: $0 == count - 1) })
      let link = try DeepLinkFixtures.typed.link(for: path)
      #expect(try DeepLinkFixtures.typed.open(link, as: TypedPath.self) == path, "\(link)")
    }
  }

  @Test(arguments: [5, 6, 7, 8] as [UInt64])
  func navPathsReadBackFromTheirLinksForEveryOrigin(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let base = DeepLinkFixtures.recipes
    let tables = [
      base,
      DeepLinkTable(origins: [.web(host: "example.com")], routes: base.routes),
      DeepLinkTable(routes: base.routes),
    ]
    for _ in 0..<300 {
      let count = Int.random(in: 0...8, using: &random)
      var path = NavPath()
      for index in 0..<count {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: path.append(Category(name: Self.text(&random)))
        case 1: path.append(Recipe.ID(Self.int(&random)))
        case 2: path.append(Recipe.Slug(name: "r" + Self.text(&random)))
        case 3:
          let color = index == count - 1 ? Self.text(&random, allowEmpty: true) : nil
          path.append(Product(id: Self.int(&random), color: color))
        case 4: path.append(Cuisine.french)
        default: path.append(Settings())
        }
      }
      for table in tables {
        let link = try table.link(for: path)
        #expect(try table.open(link) == path, "\(link)")
      }
    }
  }

  @Test(arguments: [9, 10] as [UInt64])
  func arbitraryTextNeverTrapsAndReadsBackWhenValid(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let pieces = [
      "myapp:", "https:", "//", "/", "example.com", "category", "recipe", "product", "settings",
      "search", "user", "profile", "cuisine", "thai", "42", "-7", "99999999999999999999", "?",
      "&", "=", "q", "servings", "color", "#", "%", "%2F", "%FF", "%C3%A9", ".", "..", " ", "é",
    ]
    var nonEmpty = 0
    for _ in 0..<1000 {
      let link = (0..<Int.random(in: 0...12, using: &random))
        .map { _ in pieces.randomElement(using: &random)! }.joined()
      guard let path = try? DeepLinkFixtures.typed.open(link, as: TypedPath.self) else {
        continue
      }
      if !path.isEmpty { nonEmpty += 1 }
      let printed = try DeepLinkFixtures.typed.link(for: path)
      #expect(
        try DeepLinkFixtures.typed.open(printed, as: TypedPath.self) == path, "\(link)")
    }
    #expect(nonEmpty > 0)
  }

  @Test(arguments: [11, 12] as [UInt64])
  func randomBytesNeverTrap(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var failures = 0
    for _ in 0..<1000 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      let link = "myapp://" + String(decoding: bytes, as: UTF8.self)
      guard let path = try? DeepLinkFixtures.typed.open(link, as: TypedPath.self) else {
        failures += 1
        continue
      }
      // A link that reads must print, and read back the same.
      let printed = try DeepLinkFixtures.typed.link(for: path)
      #expect(try DeepLinkFixtures.typed.open(printed, as: TypedPath.self) == path)
    }
    #expect(failures > 0)
  }
}
