import Foundation
import NavCodable
import NavCore
import Testing

/// A payload that uses every kind of value `JSONEncoder` writes in its own way: every integer
/// width, floating point, escaped and non-ASCII strings, `Date`, `URL`, `Data`, `Decimal`,
/// `UUID`, dictionaries keyed by strings, by integers and by other values, sets, optionals and
/// enums with associated values.
private struct Kitchen: Codable, Hashable, Sendable {
  enum Dish: String, Codable, Hashable, Sendable { case soup, pie }
  enum Order: Codable, Hashable, Sendable {
    case table(Int)
    case takeaway(name: String, minutes: Int?)
    case closed
  }

  var small: Int8
  var unsigned: UInt16
  var wide: Int64
  var widest: UInt64
  var ratio: Double
  var single: Float
  var open: Bool
  var name: String
  var opened: Date
  var site: URL
  var logo: Data
  var price: Decimal
  var id: UUID
  var stock: [String: Int]
  var tables: [Int: String]
  var counts: [Dish: Int]
  var tags: Set<String>
  var note: String?
  var orders: [Order]
  var grid: [[Int]]
}

extension Kitchen {
  /// A kitchen whose every field is drawn from `random`.
  init(_ random: inout SplitMix64) {
    func text() -> String {
      let pieces = ["a", "é", "\"", "\\", "\n", "\u{1}", "🍰", "/", " ", "z"]
      return (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
    }
    small = .random(in: .min ... .max, using: &random)
    unsigned = .random(in: .min ... .max, using: &random)
    wide = .random(in: .min ... .max, using: &random)
    widest = .random(in: .min ... .max, using: &random)
    ratio = Double.random(in: -1e12...1e12, using: &random) / 7
    single = Float.random(in: -1e6...1e6, using: &random)
    open = .random(using: &random)
    name = text()
    opened = Date(timeIntervalSinceReferenceDate: .random(in: -1e9...1e9, using: &random))
    site = URL(string: "https://example.com/\(Int.random(in: 0...99, using: &random))?q=a%20b")!
    logo = Data(
      (0..<Int.random(in: 0...9, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      })
    price = Decimal(Int.random(in: -99_999...99_999, using: &random)) / 100
    let uuidBytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
    id = UUID(uuid: uuidBytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) })
    stock = Dictionary(
      uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map {
        ("\(text())\($0)", $0)
      })
    tables = [Int.random(in: -9...9, using: &random): text()]
    counts = Bool.random(using: &random) ? [.soup: 1, .pie: 2] : [:]
    tags = Set((0..<Int.random(in: 0...3, using: &random)).map { _ in text() })
    note = Bool.random(using: &random) ? text() : nil
    orders = [
      .table(.random(in: 1...40, using: &random)),
      .takeaway(name: text(), minutes: Bool.random(using: &random) ? 15 : nil), .closed,
    ]
    grid = [[], [Int.random(in: -5...5, using: &random)], [1, 2, 3]]
  }
}

/// Payloads written by NavCodable read back with `JSONDecoder`, and payloads written by
/// `JSONEncoder` (what SwiftUI and other tools write) read back with NavCodable, to the same
/// values.
@Suite struct FoundationParityTests {
  let registry: NavTypeRegistry = {
    var registry = NavTypeRegistry()
    registry.register(Kitchen.self, tag: "kitchen")
    return registry
  }()

  /// The payload of the single element of a path document.
  func payload(of document: Data) throws -> Data {
    let json = try NavJSONValue(jsonBytes: Array(document))
    guard case .array(let elements)? = json["stack"], case .array(let pair) = elements[0]
    else {
      Issue.record("not a path document: \(json)")
      return Data()
    }
    return Data(pair[1].jsonBytes)
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func ourPayloadsReadBackWithJSONDecoder(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let kitchen = Kitchen(&random)
    let payload = try payload(of: registry.encode(NavPath([kitchen])))
    #expect(try JSONDecoder().decode(Kitchen.self, from: payload) == kitchen)
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func jsonEncoderPayloadsReadBackWithNavCodable(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let kitchen = Kitchen(&random)
    let payload = String(decoding: try JSONEncoder().encode(kitchen), as: UTF8.self)
    let document = #"{"v":1,"t":["kitchen"],"stack":[[0,"# + payload + "]]}"
    let path = try registry.decode(NavPath.self, from: Data(document.utf8))
    #expect(path.last?.value(as: Kitchen.self) == kitchen)
  }
}
