import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The snippets of the UsingNavCodableInAServer article in NavCodable.docc, with stand-ins for
/// the request body and the database.
@Suite struct ServerGuideTests {
  /// A stored row, as a service's database gives it back.
  struct Row {
    var id: Int
    var body: Data
  }

  /// A table of documents.
  final class Database {
    var bodies: [Int: [UInt8]] = [:]
    func update(id: Int, body: Data) throws { bodies[id] = Array(body) }
    func insert(body: [UInt8]) throws { bodies[bodies.count] = body }
  }

  private let registry = recipesRegistry(schema: NavSchemaTests.schema)

  @Test func readsABodyInPlace() throws {
    let buffer = Array(NavSchemaTests.version3.utf8)  // Stands in for a ByteBuffer.
    let path = try buffer.withUnsafeBytes { try registry.decode(NavPath.self, from: $0) }
    #expect(path == [Category.desserts, Recipe(id: 42, name: "Pie")])
  }

  @Test func upgradesAStoredDocumentOnce() throws {
    let database = Database()
    var logged: [String] = []
    func log(_ message: String, _ steps: [NavSchema.AppliedMigration]) {
      logged.append("\(message): \(steps.count) steps")
    }
    let row = Row(id: 7, body: data(NavSchemaTests.version1))
    let restoration = try registry.restore(NavPath.self, from: row.body, policy: .prefix)
    log("saved at version \(restoration.savedVersion)", restoration.appliedMigrations)
    if let upgraded = try registry.upgradedDocument(of: restoration) {
      try database.update(id: row.id, body: upgraded)
    }
    #expect(logged == ["saved at version 1: 3 steps"])
    #expect(
      database.bodies[7].map { String(decoding: $0, as: UTF8.self) } == NavSchemaTests.version3)
  }

  @Test func storesADocumentUnchanged() throws {
    struct Abort: Error { init(_ status: Int) {} }
    let conflict = 409
    let database = Database()
    let body = Array(NavSchemaTests.version1.utf8)
    let saved = try NavDocument(jsonBytes: body)
    guard saved.version <= registry.schema.version else { throw Abort(conflict) }
    try database.insert(body: saved.jsonBytes)
    #expect(database.bodies[0] == body)
  }

  @Test func appendsAPushedElementAtItsIndex() throws {
    var path: NavPath = [Category.desserts]
    let body = try registry.encodeElement(Recipe(id: 1, name: "Tart"), at: path.count)
    let element = try registry.decodeElement(from: body, at: path.count)
    path.append(element)
    #expect(path == [Category.desserts, Recipe(id: 1, name: "Tart")])
  }

  @Test func sendsATransition() throws {
    let old: NavPath = [Category.desserts, Recipe(id: 1, name: "Tart")]
    let new: NavPath = [Category.desserts, Recipe(id: 7, name: "Pie")]
    let change = old.transition(to: new)
    let message = try registry.encode(change)
    #expect(
      text(message)
        == #"{"v":3,"t":["recipe"],"state":{"pop":1,"pushed":[[0,{"id":7,"name":"Pie"}]]}}"#
    )
    let received = try registry.decode(PathTransition<NavPath.Element>.self, from: message)
    var path = old
    #expect(received.popCount <= path.count)
    path.apply(received)
    #expect(path == new)
  }
}
