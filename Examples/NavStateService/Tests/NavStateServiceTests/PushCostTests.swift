import Foundation
import NIOCore
import NavCodable
import NavCore
import NavStateService
import Testing

/// What one push costs on a stack of 1,000, 10,000 and 99,995 elements (the last five pushes
/// reach the reader's limit of 100,000), through `StateService` on each store, with the parts a
/// push spends on the whole state: restoring the stored document and encoding the next one. A
/// write reads, checks and writes the whole document, so the cost grows with the state (Docs/
/// Server.md has the figures). A measurement, run on demand:
/// `NAVSTATE_MEASURE_PUSH=1 bash scripts/with-postgres.sh swift test --package-path
/// Examples/NavStateService --filter PushCostTests`.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["NAVSTATE_MEASURE_PUSH"] != nil),
  .serialized)
struct PushCostTests {
  @Test(arguments: Backend.allCases, [1_000, 10_000, 99_995])
  func aPushOn(_ backend: Backend, aStackOf elements: Int) async throws {
    try await backend.withStore { store in
      let adapter = NavAdapter(registry: RecipesDomain.types)
      let service = StateService(adapter: adapter, store: store)
      var stack = NavPath()
      for id in 1...elements { stack.append(RecipeID(rawValue: id)) }
      let state = try AppState(
        tabs: AppTab.allCases, selection: .recipes, stacks: [stack, NavPath()])
      let document = try adapter.document(of: state)
      _ = try await store.write(user: "ana", base: 0, mayCreate: true) { _ in
        StateUpdate(document: document, transition: "{}")
      }
      var pushes: [Duration] = []
      for push in 0..<5 {
        let start = ContinuousClock.now
        let written = try await service.push(
          user: "ana", base: nil, document: ByteBuffer(string: Documents.recipe(push + 1)))
        pushes.append(ContinuousClock.now - start)
        #expect(written.revision == push + 2)
      }
      let restoring = try Self.median { _ = try adapter.restoration(from: document) }
      let encoding = try Self.median { _ = try adapter.document(of: state) }
      pushes.sort()
      print(
        "push cost: \(backend), \(elements) elements, \(document.count) bytes: "
          + "push median \(pushes[2]) (min \(pushes[0]), max \(pushes[4])), "
          + "restoring the stored document \(restoring), encoding the state \(encoding)")
    }
  }

  /// The median time of five runs of `body`.
  static func median(_ body: () throws -> Void) rethrows -> Duration {
    var times: [Duration] = []
    for _ in 0..<5 {
      let start = ContinuousClock.now
      try body()
      times.append(ContinuousClock.now - start)
    }
    return times.sorted()[2]
  }
}
