import NavCore
import NavNavigator

/// The screens of the test app.
enum Screen: Hashable, Sendable, CustomStringConvertible {
  case list
  case detail(Int)
  case editor(Int)

  var description: String {
    switch self {
    case .list: "list"
    case .detail(let id): "detail(\(id))"
    case .editor(let id): "editor(\(id))"
    }
  }
}

/// A navigator over a typed stack of screens.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
typealias ScreenNavigator = Navigator<TypedPath<Screen>>

/// Records what a navigator reports, in order, on the navigator's own isolation.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
final class Recorder {
  /// The changes reported so far, described as `old -> new: transition`.
  var changes: [String] = []

  /// The elements reported as leaving, in order.
  var left: [Screen] = []

  /// Starts recording the leaves of `navigator`.
  init(_ navigator: ScreenNavigator) {
    navigator.onLeave { [unowned self] screen in left.append(screen) }
  }
}

/// The state a test sets last, so that readers of the changes know when to stop.
let finalState: TypedPath<Screen> = [.detail(-1)]

/// Reads changes until one reaches ``finalState``, and returns them all.
func collectUntilFinal(
  _ changes: AsyncStream<NavigationChange<TypedPath<Screen>>>
) async -> [NavigationChange<TypedPath<Screen>>] {
  var collected: [NavigationChange<TypedPath<Screen>>] = []
  for await change in changes {
    collected.append(change)
    if change.new == finalState { break }
  }
  return collected
}

/// Reads the next `count` changes of a sequence, described as `old -> new: transition`.
func describe(
  _ count: Int, of changes: AsyncStream<NavigationChange<TypedPath<Screen>>>
) async -> [String] {
  var described: [String] = []
  for await change in changes.prefix(count) {
    described.append("\(change.old.routes) -> \(change.new.routes): \(change.transition)")
  }
  return described
}

/// A decision a test makes while a guard waits for it.
@MainActor
final class Gate {
  /// The guard waiting for the decision, once it asks.
  private var pending: CheckedContinuation<Bool, Never>?

  /// How many times a guard asked.
  private(set) var asked = 0

  /// Waits for the test's decision.
  func decision() async -> Bool {
    asked += 1
    return await withCheckedContinuation { pending = $0 }
  }

  /// Returns once a guard is waiting for a decision.
  func untilAsked() async {
    // A test's time limit cancels it: a guard that is never asked fails the test, not the run.
    while pending == nil && !Task.isCancelled {
      await Task.yield()
    }
  }

  /// Gives the waiting guard its decision.
  func decide(_ allow: Bool) {
    pending?.resume(returning: allow)
    pending = nil
  }
}

/// Starts popping `[list, editor(1)]` with a guard on the editor that waits for the test's
/// decision: the pop is pending until the test decides.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func popWaitingForGate() -> (
  navigator: ScreenNavigator, gate: Gate, popping: NavigationOutcome<TypedPath<Screen>>
) {
  let navigator = ScreenNavigator([.list, .editor(1)])
  let gate = Gate()
  navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in await gate.decision() }
  return (navigator, gate, navigator.pop())
}

/// Whether an outcome is `.pending`: the change waits for its turn or its guards.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
func isPending<State>(_ outcome: NavigationOutcome<State>) -> Bool {
  guard case .pending = outcome else { return false }
  return true
}
