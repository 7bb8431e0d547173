public import NavCore

/// The error a ``Navigator`` throws when it does not apply a change: a guard refused it, or the
/// user interface changed the state after the change was requested.
///
/// A refused change is not applied at all: the state, the history and the change sequences are as
/// they were before the call.
///
/// ```swift
/// do {
///   try await navigator.pop().value
/// } catch {
///   print(error)
///   // the guard "unsaved edits" (registration #1) on Screen.editor
///   // refused pop 1
///   error.refusingGuard?.label  // "unsaved edits"
/// }
/// ```
public struct NavigationRefusal<State: NavigationState>: NavError
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  /// Why a change was not applied, one static member per kind: compare with `==`, or read its
  /// stable ``/NavCore/NavErrorKind/code``. Every kind's ``/NavCore/NavErrorKind/fault`` is
  /// ``/NavCore/NavErrorFault/refused``: the state, as it is now, refuses the change, and the
  /// same request may succeed later.
  ///
  /// The kinds are the same for every state type: ``AnyNavigationRefusal`` stands for a
  /// refusal of any state.
  public typealias Kind = NavErrorKind<AnyNavigationRefusal>

  /// The guard that refused a change.
  public struct Guard: Hashable, Sendable {
    /// The guard's registration, as returned by ``Navigator/addGuard(on:label:_:)``.
    public let registration: NavigatorRegistration
    /// The label the guard was registered with.
    public let label: String
    /// The element the guard protects.
    public let element: State.Element
  }

  /// The stable name of this error type, `NavNavigator.NavigationRefusal`, the same for every
  /// state type.
  public var domain: String { "NavNavigator.NavigationRefusal" }

  /// Why the change was not applied.
  public let kind: Kind

  /// Empty: a refusal is about a change, not a place in outside data; ``change`` and
  /// ``refusingGuard`` say what was refused and by whom.
  public var location: NavErrorLocation { NavErrorLocation() }

  /// The change that was planned and not applied; for a `NavigationRefusal.Kind.stateChanged`
  /// refusal that came before the change's turn, the change as planned on the state the user
  /// interface left.
  public let change: NavigationChange<State>

  /// The guard that refused the change, when ``kind`` is `NavigationRefusal.Kind.refusedByGuard`.
  public let refusingGuard: Guard?
}

extension NavigationRefusal {
  /// Who refused which change, as in
  /// `the guard "unsaved edits" (registration #1) on 42 as Int refused pop 1`, or
  /// `the state changed after pop 1 was requested`.
  public var description: String {
    if let refusing = refusingGuard {
      "the guard \"\(refusing.label)\" (\(refusing.registration)) on \(refusing.element) refused "
        + "\(change.transition)"
    } else {
      "the state changed after \(change.transition) was requested"
    }
  }
}

/// Two refusals are equal when they have the same kind, change and refusing guard.
extension NavigationRefusal: Hashable {}

extension NavErrorKind where Failure == AnyNavigationRefusal {
  /// A guard on one of the elements the change would remove returned `false`.
  public static var refusedByGuard: Self { Self(code: "refusedByGuard", fault: .refused) }

  /// The user interface changed the state (``/NavNavigator/Navigator/acceptChange(to:)``)
  /// after the change was requested and before it was applied, whether or not its guards had
  /// been asked: the change was requested for a state that is gone, so it is not planned again
  /// on the new one.
  public static var stateChanged: Self { Self(code: "stateChanged", fault: .refused) }
}
