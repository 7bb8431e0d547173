/// A navigation value that can plan the change to another value of its type and replay it.
///
/// Conformers are `Sendable` whenever their contents are, as ``TypedPath`` is when its routes are.
///
/// Every navigation value in NavCore conforms: the stacks (``NavPath``, ``TypedPath``) and the
/// composite states built from them (``TabsState``, ``SplitState``, ``PresentationState``). A
/// renderer diffs the state it shows against the new state and animates the steps; a test checks
/// that applying the steps reaches the target.
///
/// Any two values of a type have a transition, whatever their shape: two tab views that declare
/// different tabs, two split views with different layouts, presentation chains of any depth. A
/// change of shape is a step of its own (see ``ShapeAwareTransition/changesShape``), so a
/// renderer can show the new shape without animating. That is what makes a saved state from
/// another version of the app safe to hand over: `current.transition(to: restored)` never traps.
///
/// ```swift
/// var shown = TabsState<AppTab, NavPath>(tabs: [.home, .search])
/// var next = shown
/// next.select(.search)
/// let transition = shown.transition(to: next)  // switch to search
/// shown.apply(transition)                      // shown == next
/// ```
public protocol Transitionable: Hashable {
  /// The plain-data steps from one value to another.
  associatedtype Transition: Hashable

  /// Returns the steps that turn this value into `target`.
  ///
  /// Defined for every pair of values, whatever their shape; it never traps.
  ///
  /// - Parameter target: The value to reach.
  /// - Returns: The steps; applying them to this value gives `target`.
  func transition(to target: Self) -> Transition

  /// Performs the steps of a transition planned from this value.
  ///
  /// `value.apply(value.transition(to: target))` leaves `value` equal to `target` for every
  /// `target`. Applying a transition planned from another value is a programmer error; such a
  /// transition cannot come from outside data, because transitions are planned, never decoded.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a value equal to this one.
  /// - Precondition: The transition was planned from a value equal to this one, when the steps
  ///   do not fit this value (a pop beyond a stack's root, an undeclared tab, a missing
  ///   presentation).
  mutating func apply(_ transition: Transition)
}

/// A navigation stack that the composite states hold: ``NavPath`` or ``TypedPath``.
///
/// Composite states are generic over their stack type, so an app chooses per state whether its
/// stacks are heterogeneous (`NavPath`, like SwiftUI's `NavigationPath`) or typed
/// (`TypedPath<Route>`, like a `[Route]` bound to `NavigationStack(path:)`).
///
/// ```swift
/// typealias Tabs = TabsState<AppTab, TypedPath<Route>>
/// typealias Sheets = PresentationState<NavPath, Sheet, NavPath>
/// ```
public protocol StackPath: Transitionable, RandomAccessCollection
where Element: Hashable, Index == Int, Transition == PathTransition<Element> {
  /// Creates an empty stack: only its root view shows.
  init()

  /// Creates a stack holding the given elements, root first.
  ///
  /// - Parameter elements: The elements, in order from the root.
  init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element

  /// Pops up to `k` elements and reports how many were popped; never traps.
  ///
  /// - Parameter k: The number of elements to pop.
  /// - Returns: The number of elements actually popped.
  mutating func pop(_ k: Int) -> Int
}

extension NavPath: Transitionable, StackPath {}
extension TypedPath: Transitionable, StackPath {}

/// A navigation value with one stack that receives pushes: a stack itself, or the selected tab's
/// stack of a ``TabsState``.
///
/// ``PresentationState`` uses it to find its topmost stack when nothing is presented.
public protocol ActiveStackProviding {
  /// The type of the stack that receives pushes.
  associatedtype ActiveStack: StackPath

  /// The stack that receives pushes.
  var activeStack: ActiveStack { get set }
}

extension NavPath: ActiveStackProviding {
  /// The path itself.
  public var activeStack: NavPath {
    get { self }
    set { self = newValue }
  }
}

extension TypedPath: ActiveStackProviding {
  /// The path itself.
  public var activeStack: TypedPath {
    get { self }
    set { self = newValue }
  }
}
