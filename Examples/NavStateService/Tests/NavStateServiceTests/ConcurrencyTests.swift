import HTTPTypes
import HummingbirdTesting
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct ConcurrencyTests {
  /// What one client saw accepted: the revision its push produced and the step it pushed.
  struct Accepted: Sendable, Hashable {
    var revision: Int
    var step: Int
  }

  /// Many clients push onto one user's stack at once, each write based on the revision it last
  /// read. Stale writes get 409 and are retried; every accepted push is in the final state, in
  /// revision order, and in the change log with its own revision.
  @Test func concurrentClientsLoseNothingAndStaleWritesGet409() async throws {
    let clients = 8
    let pushesPerClient = 6
    let adapter = NavAdapter(registry: RecipesDomain.types)
    try await TestServer().test(.live) { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/push", ifMatch: 1, body: Documents.recipe(42))
      let (accepted, conflicts) = try await withThrowingTaskGroup(
        of: ([Accepted], Int).self
      ) { group in
        for id in 0..<clients {
          group.addTask {
            var accepted: [Accepted] = []
            var conflicts = 0
            for index in 0..<pushesPerClient {
              let step = id * 100 + index + 1
              while true {
                let state = try await client.send(.get, "/users/ana/state")
                let reply = try await client.send(
                  .post, "/users/ana/push", ifMatch: state.revision, body: Documents.step(step))
                if reply.status == .conflict {
                  conflicts += 1
                  continue
                }
                guard reply.status == .ok, let revision = reply.revision else {
                  throw ReplyError(reply: reply)
                }
                accepted.append(Accepted(revision: revision, step: step))
                break
              }
            }
            return (accepted, conflicts)
          }
        }
        var all: [Accepted] = []
        var conflicts = 0
        for try await (accepted, count) in group {
          all += accepted
          conflicts += count
        }
        return (all.sorted { $0.revision < $1.revision }, conflicts)
      }
      print("concurrency: \(accepted.count) accepted, \(conflicts) stale writes refused with 409")
      #expect(accepted.count == clients * pushesPerClient)
      #expect(accepted.map(\.revision) == Array(3..<(3 + clients * pushesPerClient)))

      let state = try await client.send(.get, "/users/ana/state")
      let stored = try adapter.state(from: Array(state.text.utf8))
      let stack = try #require(stored.stack(for: .recipes))
      #expect(stack.first?.value(as: RecipeID.self) == RecipeID(rawValue: 42))
      #expect(stack.dropFirst().compactMap { $0.value(as: Int.self) } == accepted.map(\.step))

      let log = try await client.send(.get, "/users/ana/changes?since=2")
      guard case .array(let changes)? = try log.json["changes"] else {
        throw ReplyError(reply: log)
      }
      let logged = try changes.map { change in
        let transition = try adapter.transition(from: try #require(change["transition"]).jsonBytes)
        let pushed = transition.stackChanges.first?.transition.pushed ?? []
        return Accepted(
          revision: Int("\(try #require(change["revision"]))") ?? -1,
          step: pushed.first?.value(as: Int.self) ?? -1)
      }
      #expect(logged == accepted)
    }
  }
}
