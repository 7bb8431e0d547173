public import Observation

/// The single owner of one navigation state: it applies changes one at a time, asks guards before
/// removing what they protect, and reports every change it applies.
///
/// ## Motivation
/// The router of the usual SwiftUI pattern is an observable object that owns the path and offers
/// `navigate(to:)`, `pop()` and `popToRoot()`. Written by hand, it is where navigation bugs live:
/// two owners of one path, updates from a background task, no way to block leaving a screen with
/// unsaved edits, nothing to tell a screen's work that the screen is gone. `Navigator` is that
/// router, written once:
///
/// ```swift
/// let navigator = Navigator(TypedPath<Route>())
/// navigator.append(.recipe(42))
/// navigator.addGuard(on: .recipe(42), label: "unsaved edits") { _ in
///   await confirmDiscard()
/// }
/// try await navigator.pop()  // asks the guard first
/// ```
///
/// - Its operations are synchronous, so a button's action or a binding's setter calls them
///   without a `Task`: ``append(_:isolation:)-(State.Element,_)->NavigationOutcome<State>``
///   (SwiftUI's name for a push), ``pop(isolation:)->NavigationOutcome<State>``,
///   ``popToRoot(isolation:)->NavigationOutcome<State>``,
///   ``popTo(isolation:lastWhere:)->NavigationOutcome<State>``,
///   ``select(_:isolation:)->NavigationOutcome<State>`` for tabs,
///   ``back(isolation:)->NavigationOutcome<State>``,
///   ``forward(isolation:)->NavigationOutcome<State>``,
///   ``open(_:isolation:resolve:)->NavigationOutcome<State>`` for links, and
///   ``transaction(isolation:_:)->NavigationOutcome<State>`` for several steps as one change. Each
///   returns a ``NavigationOutcome``: applied before the call returned, unchanged, refused, or
///   pending behind an earlier change or an asynchronous guard. Every outcome can be awaited
///   (``NavigationOutcome/value``).
/// - In `async` code, each operation's `async` twin of the same name waits for the change:
///   `try await navigator.pop()` returns the applied change or throws the refusal, and a bare
///   `navigator.pop()`, which would drop it, does not compile.
/// - It is `@Observable`: SwiftUI and other user interfaces observe ``state``, ``backStates`` and
///   ``forwardStates`` directly (`.disabled(navigator.backStates.isEmpty)` on a back button).
/// - ``changes(bufferingPolicy:)`` delivers every applied change (old state, new state, planned
///   transition) as an `AsyncSequence`, for services and terminal interfaces.
/// - Guards (``addGuard(on:label:_:)``) may refuse a change that removes their element; a refused
///   change is not applied at all and the ``NavigationRefusal`` names the guard.
/// - Leave handlers (``onLeave(_:)``) learn each element a change removes.
/// - An optional bounded history (``back(isolation:)->NavigationOutcome<State>``,
///   ``forward(isolation:)->NavigationOutcome<State>``) records the states left behind.
///
/// ## Isolation
/// `Navigator` is not `Sendable`: it lives in the isolation domain of its owner, and the compiler
/// keeps it there. An app owns it on the main actor (in a view's `@State`, or in a `@MainActor`
/// model); a service keeps one per session in its own actor; a command-line tool owns it on the
/// main actor. Its operations take the caller's actor (`isolation`, `#isolation` by default):
/// a change that has to wait does so in a task on that actor, so guards and handlers run there
/// too, and no lock is needed. Code that is not isolated to an actor cannot call them; the
/// compiler says so.
///
/// Changes are applied in the order they are requested. A change waits for the changes before it
/// (whose guards may still be deciding), is planned against the state they left, and is applied
/// as soon as its own guards agree. When no asynchronous guard applies and nothing is waiting, a
/// change is applied before the call returns.
///
/// ## Performance
/// Planning a change costs what the state's `transition(to:)` costs (O(*n*) for paths). Guards are
/// found by comparing each removed element with each guard's element.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
public final class Navigator<State: NavigationState>
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  /// The navigation state the navigator owns.
  ///
  /// Change it with the navigator's operations, never behind its back; ``acceptChange(to:)``
  /// records a change the user interface has already made.
  public internal(set) var state: State

  /// The most states ``back(isolation:)->NavigationOutcome<State>`` can return to; 0 when the
  /// navigator keeps no history.
  package let historyCapacity: Int

  /// The states ``back(isolation:)->NavigationOutcome<State>`` returns to, the nearest last; empty
  /// when there is none, as in `.disabled(navigator.backStates.isEmpty)`.
  public internal(set) var backStates: [State] = []

  /// The states ``forward(isolation:)->NavigationOutcome<State>`` returns to, the nearest last;
  /// empty when there is none.
  public internal(set) var forwardStates: [State] = []

  /// The guards, in registration order.
  @ObservationIgnored var guards: [RegisteredGuard] = []

  /// The leave handlers, in registration order.
  @ObservationIgnored var leaveHandlers: [(NavigatorRegistration, (State.Element) -> Void)] = []

  /// The continuations of the sequences returned by ``changes(bufferingPolicy:)``.
  @ObservationIgnored var subscribers: [AsyncStream<NavigationChange<State>>.Continuation] = []

  /// The number of the next registration.
  @ObservationIgnored var nextRegistration = 1

  /// The change that holds the turn (it may be waiting for its guards), or `nil` when the turn
  /// is free.
  @ObservationIgnored var holder: Turn?

  /// Whether a change is being applied right now (handlers are running).
  @ObservationIgnored var isCommitting = false

  /// The changes waiting for the turn, first come first served.
  @ObservationIgnored var waiting: [Turn] = []

  /// Creates a navigator that owns `state`.
  ///
  /// ```swift
  /// let navigator = Navigator(NavPath(), historyCapacity: 50)
  /// ```
  ///
  /// - Parameters:
  ///   - state: The initial state.
  ///   - historyCapacity: The most states ``back(isolation:)->NavigationOutcome<State>`` can return
  ///     to. The default, 0, keeps no history.
  /// - Precondition: `historyCapacity` is not negative.
  public init(_ state: State, historyCapacity: Int = 0) {
    precondition(
      historyCapacity >= 0, "Navigator: historyCapacity \(historyCapacity) is negative")
    self.state = state
    self.historyCapacity = historyCapacity
  }

  deinit {
    for subscriber in subscribers {
      subscriber.finish()
    }
  }

  /// Records a change the user interface has already made, such as a swipe back, and reports it.
  ///
  /// Guards are not asked: the change has already happened and cannot be refused. Every change
  /// that was requested before and is not applied yet (pending behind another change, or waiting
  /// for its guards) is then refused with `NavigationRefusal.Kind.stateChanged`, whether or not
  /// its guards were asked: it was requested for a state that is gone, and is never planned again
  /// on the new one. Use it in the setter of a binding:
  ///
  /// ```swift
  /// NavigationStack(path: Binding(
  ///   get: { navigator.state.routes },
  ///   set: { navigator.acceptChange(to: TypedPath($0)) }))
  /// ```
  ///
  /// - Parameter newState: The state the user interface now shows.
  /// - Returns: The recorded change, or `nil` when `newState` equals ``state``.
  /// - Precondition: Not called from a leave handler while the navigator applies a change.
  @discardableResult
  public func acceptChange(to newState: State) -> NavigationChange<State>? {
    guard newState != state else { return nil }
    let change = NavigationChange(from: state, to: newState)
    overtakeRequestedChanges()
    commit(change, history: .record)
    return change
  }
}
