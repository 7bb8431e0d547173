import NavCore
import NavNavigator
import Testing

/// A change that is still in line when the user interface changes the state under it, as a
/// `NavigationStack` binding does through `acceptChange(to:)`, is refused with `.stateChanged`
/// whether or not its guards were asked, and is never planned again on the new state.
@MainActor
@Suite struct NavigatorRaceTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aPendingPopIsRefusedWhenTheStateChangesBeforeItsGuardIsAsked() async {
    let (navigator, gate, popping) = popWaitingForGate()
    #expect(isPending(popping))
    navigator.acceptChange(to: [.detail(7)])  // the user tapped elsewhere
    let refusal = await popping.result.failure
    #expect(refusal?.kind == .stateChanged)
    #expect(refusal?.change == NavigationChange(from: [.list, .editor(1)], to: [.list]))
    #expect(refusal?.refusingGuard == nil)
    #expect(gate.asked == 0)
    #expect(navigator.state == [.detail(7)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func everyChangeInLineIsRefusedWhenTheStateChanges() async throws {
    let (navigator, gate, popping) = popWaitingForGate()
    let pushing: NavigationOutcome = navigator.append(.detail(2))
    await gate.untilAsked()
    navigator.acceptChange(to: [.list, .editor(1), .detail(5)])  // a push on screen
    let popAgain: NavigationOutcome = navigator.pop()  // requested on the new state
    gate.decide(true)
    #expect(try await popAgain.value?.removed == [.detail(5)])
    #expect(await popping.result.failure?.kind == .stateChanged)
    let refusedPush = await pushing.result.failure
    #expect(refusedPush?.kind == .stateChanged)
    #expect(refusedPush?.description == "the state changed after push [detail(2)] was requested")
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anUnchangedStateRefusesNothing() async throws {
    let (navigator, gate, popping) = popWaitingForGate()
    #expect(navigator.acceptChange(to: [.list, .editor(1)]) == nil)
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await popping.value?.new == [.list])
  }

  /// Random interleavings of operations, guards that answer at once or later, and the writes a
  /// `NavigationStack` binding makes (a push, a swipe back, a programmatic replace): no applied
  /// change removes an element that its request could not see, every `.stateChanged` refusal
  /// follows a write, and the change sequence replays to the final state.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(arguments: 0..<60 as Range<UInt64>)
  func noChangeRemovesWhatItsRequestCouldNotSee(seed: UInt64) async throws {
    var race = Race(seed: seed)
    let changes = race.navigator.changes()
    for _ in 0..<40 {
      await race.step()
    }
    await race.settle()
    race.navigator.acceptChange(to: finalState)
    let applied = await collectUntilFinal(changes)
    #expect(lastStateOfChain(applied, from: TypedPath()) == finalState)
    for request in race.requests {
      let result = try #require(request.result, "seed \(seed): \(request.name) never settled")
      switch result {
      case .success(let change?):
        #expect(
          Set(change.removed).isSubset(of: request.visible),
          "seed \(seed): \(request.name) removed \(change.removed), saw \(request.visible)")
      case .failure(let refusal) where refusal.kind == .stateChanged:
        #expect(
          request.writesBefore < race.writes,
          "seed \(seed): \(request.name) refused though the state did not change")
      case .success(nil), .failure:
        break
      }
    }
  }
}

extension Result {
  /// The error, or `nil` for a success.
  fileprivate var failure: Failure? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}

/// Answers that asynchronous guards wait for, given in the order the test chooses.
@MainActor
private final class Answers {
  private var waiting: [CheckedContinuation<Bool, Never>] = []

  /// Whether a guard waits for an answer.
  var isEmpty: Bool { waiting.isEmpty }

  /// Waits for the test's answer.
  func ask() async -> Bool {
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Answers one waiting guard, chosen at random.
  func answer(using random: inout SplitMix64) {
    let index = Int.random(in: waiting.indices, using: &random)
    waiting.remove(at: index).resume(returning: Int.random(in: 0..<4, using: &random) > 0)
  }
}

/// One requested change and what it could see when it was requested.
@MainActor
private final class Request {
  typealias Result = Swift.Result<
    NavigationChange<TypedPath<Screen>>?, NavigationRefusal<TypedPath<Screen>>
  >

  /// The operation, for messages.
  let name: String
  /// The elements the request could see: those of the state, of the history, and those that the
  /// changes in line before it add.
  let visible: Set<Screen>
  /// The elements the change adds.
  let adds: Set<Screen>
  /// How many binding writes changed the state before the request.
  let writesBefore: Int
  /// What became of the change, once it is known.
  var result: Result?

  init(name: String, visible: Set<Screen>, adds: Set<Screen>, writesBefore: Int) {
    self.name = name
    self.visible = visible
    self.adds = adds
    self.writesBefore = writesBefore
  }
}

/// A navigator driven at random, as a user interface would drive it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
private struct Race {
  let navigator = ScreenNavigator(TypedPath(), historyCapacity: 3)
  let answers = Answers()
  var random: SplitMix64
  var requests: [Request] = []
  /// How many binding writes changed the state.
  var writes = 0
  private var lastID = 0

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A screen never shown before, guarded when it is an editor.
  mutating func newScreen() -> Screen {
    lastID += 1
    guard Bool.random(using: &random) else { return .detail(lastID) }
    let editor = Screen.editor(lastID)
    let allow = Int.random(in: 0..<4, using: &random) > 0
    switch Int.random(in: 0..<4, using: &random) {
    case 0: navigator.addSynchronousGuard(on: editor, label: "sync") { _ in allow }
    case 1: navigator.addGuard(on: editor, label: "early") { _ in allow }
    case 2:
      navigator.addGuard(on: editor, label: "yield") { _ in
        await Task.yield()
        return allow
      }
    default:
      let answers = answers
      navigator.addGuard(on: editor, label: "late") { _ in await answers.ask() }
    }
    return editor
  }

  /// Does one thing a user interface might do next.
  mutating func step() async {
    let state = navigator.state
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1:
      let screen = newScreen()
      request("append \(screen)", adds: [screen]) { $0.append(screen) }
    case 2: request("pop") { $0.pop() }
    case 3: request("popToRoot") { $0.popToRoot() }
    case 4:
      let target = state.randomElement(using: &random)
      request("popTo \(String(describing: target))") { navigator in
        navigator.popTo { $0 == target }
      }
    case 5:
      let count = Int.random(in: 0...2, using: &random)
      let pushed = [newScreen(), newScreen()]
      request("replace top \(count) with \(pushed)", adds: Set(pushed)) {
        $0.transaction { path in
          _ = path.pop(count)
          path.append(contentsOf: pushed)
        }
      }
    case 6: request("back") { $0.back() }
    case 7: request("forward") { $0.forward() }
    case 8:  // a push
      let pushed = state + [newScreen()]
      write(pushed)
    case 9: write(TypedPath(state.dropLast()))  // a swipe back
    case 10:  // a programmatic replace
      let count = Int.random(in: 0...2, using: &random)
      let replaced = TypedPath((0..<count).map { _ in newScreen() })
      write(replaced)
    default:
      if !answers.isEmpty, Bool.random(using: &random) {
        answers.answer(using: &random)
      }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        await Task.yield()
      }
    }
  }

  /// Requests a change and records what it could see.
  mutating func request(
    _ name: String, adds: Set<Screen> = [],
    _ operation: (ScreenNavigator) -> NavigationOutcome<TypedPath<Screen>>
  ) {
    var visible = Set(navigator.state.routes)
    for old in navigator.backStates + navigator.forwardStates {
      visible.formUnion(old.routes)
    }
    for earlier in requests where earlier.result == nil {
      visible.formUnion(earlier.adds)
    }
    let request = Request(name: name, visible: visible, adds: adds, writesBefore: writes)
    requests.append(request)
    switch operation(navigator) {
    case .applied(let change): request.result = .success(change)
    case .unchanged: request.result = .success(nil)
    case .refused(let refusal): request.result = .failure(refusal)
    case .pending(let pending):
      Task { request.result = await pending.result }
    }
  }

  /// Records a state the user interface already shows, as a binding's setter does.
  mutating func write(_ state: TypedPath<Screen>) {
    if navigator.acceptChange(to: state) != nil {
      writes += 1
    }
  }

  /// Answers every guard until each request knows what became of its change.
  mutating func settle() async {
    var rounds = 0
    while rounds < 10_000, requests.contains(where: { $0.result == nil }) {
      if answers.isEmpty {
        await Task.yield()
      } else {
        answers.answer(using: &random)
      }
      rounds += 1
    }
  }
}
