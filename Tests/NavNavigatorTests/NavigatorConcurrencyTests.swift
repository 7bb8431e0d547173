import NavCore
import NavNavigator
import Observation
import Synchronization
import Testing

/// A service that keeps one navigator per session inside its own actor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
actor SessionService {
  let navigator = ScreenNavigator(TypedPath())
  private(set) var guardsAsked = 0

  /// Opens the editor of `id`, guarded by a check that suspends before agreeing.
  ///
  /// The guard is registered before the push is requested: a pop requested meanwhile by another
  /// task may apply before this task resumes from an awaited push.
  func openEditor(_ id: Int) {
    navigator.addGuard(on: .editor(id), label: "autosave") { _ in
      self.guardsAsked += 1
      await Task.yield()
      return true
    }
    navigator.append(.editor(id))
  }

  /// Closes the top screen.
  func close() async throws(NavigationRefusal<TypedPath<Screen>>) {
    _ = try await navigator.pop().value
  }

  /// The changes from now on.
  func changes() -> AsyncStream<NavigationChange<TypedPath<Screen>>> {
    navigator.changes()
  }

  /// Sets ``finalState``, the last change the tests read.
  func finish() {
    navigator.acceptChange(to: finalState)
  }

  /// The current stack.
  func state() -> TypedPath<Screen> {
    navigator.state
  }
}

/// Checks that each change starts where the previous one ended, and returns the last state.
func lastStateOfChain(
  _ changes: [NavigationChange<TypedPath<Screen>>], from initial: TypedPath<Screen>
) -> TypedPath<Screen>? {
  var current = initial
  for change in changes {
    guard change.old == current, change == NavigationChange(from: change.old, to: change.new)
    else { return nil }
    current = change.new
  }
  return current
}

@Suite struct NavigatorConcurrencyTests {
  @MainActor
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func mainActorTasksAreAppliedInCallOrder() async throws {
    let navigator = ScreenNavigator(TypedPath())
    let changes = navigator.changes()
    let reader = Task.detached { await collectUntilFinal(changes) }
    var calls: [Int] = []
    var tasks: [Task<Void, any Error>] = []
    for id in 0..<200 {
      tasks.append(
        Task {
          calls.append(id)
          if id.isMultiple(of: 3) {
            _ = try await navigator.pop().value
          } else {
            navigator.addGuard(on: .editor(id), label: "yield") { _ in
              await Task.yield()
              return true
            }
            try await navigator.append(.editor(id))
          }
        })
    }
    for task in tasks {
      _ = try await task.value
    }
    var expected = TypedPath<Screen>()
    var expectedChanges = 1
    for id in calls {
      if id.isMultiple(of: 3) {
        expectedChanges += expected.pop(1)
      } else {
        expected.append(.editor(id))
        expectedChanges += 1
      }
    }
    #expect(navigator.state == expected)
    navigator.acceptChange(to: finalState)
    let received = await reader.value
    #expect(received.count == expectedChanges)
    #expect(lastStateOfChain(received, from: TypedPath()) == finalState)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func actorOwnedNavigatorServesManyTasks() async throws {
    let service = SessionService()
    var readers: [Task<[NavigationChange<TypedPath<Screen>>], Never>] = []
    for _ in 0..<4 {
      let changes = await service.changes()
      readers.append(Task.detached { await collectUntilFinal(changes) })
    }
    try await withThrowingTaskGroup { group in
      for id in 0..<300 {
        group.addTask {
          if id.isMultiple(of: 2) {
            await service.openEditor(id)
          } else {
            try await service.close()
          }
        }
      }
      try await group.waitForAll()
    }
    let final = await service.state()
    await service.finish()
    var received: [[NavigationChange<TypedPath<Screen>>]] = []
    for reader in readers {
      received.append(await reader.value)
    }
    #expect(received.allSatisfy { lastStateOfChain($0, from: TypedPath()) == finalState })
    #expect(received.allSatisfy { $0.dropLast().last?.new == final })
    let applied = received[0].dropLast()
    let pushes = applied.count { $0.transition.popCount == 0 }
    let pops = applied.count - pushes
    #expect(pushes == 150)
    #expect(final.count == pushes - pops)
    #expect(await service.guardsAsked == pops)
  }

  @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)  // Mutex
  @MainActor
  @Test func observersLearnThatTheStateChanged() async throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 2)
    let changed = Mutex<[String]>([])
    withObservationTracking {
      _ = navigator.state
    } onChange: {
      changed.withLock { $0.append("state") }
    }
    withObservationTracking {
      _ = navigator.backStates
    } onChange: {
      changed.withLock { $0.append("backStates") }
    }
    #expect(changed.withLock { $0 }.isEmpty)
    try await navigator.append(.list)
    #expect(changed.withLock { $0 } == ["state", "backStates"])
  }
}
