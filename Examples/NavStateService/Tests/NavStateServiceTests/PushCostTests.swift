import Foundation
import GRDB
import NIOCore
import NavCodable
import NavCore
import NavStateService
import Testing

/// What one push costs on a stack of 1,000, 10,000 and 99,000 elements (SQLite in memory,
/// through `StateService`): a write reads, checks and writes the whole document, so the cost
/// grows with the state. A measurement, run on demand:
/// `NAVSTATE_MEASURE_PUSH=1 swift test --package-path Examples/NavStateService --filter
/// PushCostTests`.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["NAVSTATE_MEASURE_PUSH"] != nil),
  .serialized)
struct PushCostTests {
  @Test(arguments: [1_000, 10_000, 99_000])
  func aPushOnAStackOf(elements: Int) async throws {
    let adapter = NavAdapter(registry: RecipesDomain.types)
    let store = try SQLiteStateStore(database: DatabaseQueue())
    let service = StateService(adapter: adapter, store: store)
    var stack = NavPath()
    for id in 1...elements { stack.append(RecipeID(rawValue: id)) }
    let state = try AppState(
      tabs: AppTab.allCases, selection: .recipes, stacks: [stack, NavPath()])
    let document = try adapter.document(of: state)
    _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
      StateUpdate(document: document, transition: "{}")
    }
    var times: [Duration] = []
    for push in 0..<5 {
      let start = ContinuousClock.now
      let written = try await service.push(
        user: "ana", base: nil, document: ByteBuffer(string: Documents.recipe(push + 1)))
      times.append(ContinuousClock.now - start)
      #expect(written.revision == push + 2)
    }
    times.sort()
    print(
      "push cost: \(elements) elements, \(document.count) bytes: median \(times[2]), "
        + "min \(times[0]), max \(times[4])")
  }
}
