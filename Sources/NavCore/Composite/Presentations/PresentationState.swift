/// A navigation state with a chain of modal presentations over it, each with its own stack.
///
/// `PresentationState` models SwiftUI's `sheet` and `fullScreenCover` modifiers, each hosting a
/// `NavigationStack`, and able to present further. The base is any navigation state: a stack, a
/// ``TabsState`` or a ``SplitState``. The presentations are a plain array, bottom first.
///
/// Every operation says which stack it acts on: ``base``, one presentation's
/// ``ModalPresentation/stack``, or the ``activeStack`` (where a push goes). Popping the topmost stack
/// with `activeStack.pop(_:)` stops at the presentation's root: only ``dismiss()`` and its variants
/// take a presentation away.
///
/// ```swift
/// var app = PresentationState<NavPath, Sheet, NavPath>(base: NavPath())
/// app.present(.newRecipe)
/// app.activeStack.append(Step.ingredients)  // pushes inside the sheet
/// app.present(.pickPhoto, style: .fullScreenCover)
/// app.dismiss()  // back to the sheet, its stack intact
/// ```
///
/// ## Persistence
/// The state is two plain stored properties, ``base`` and ``presentations``; any combination is
/// valid, so decoding them needs no validation beyond their own.
public struct PresentationState<Base: Transitionable, Destination: Hashable, Stack: StackPath> {
  /// The navigation state under every presentation.
  public var base: Base

  /// The presentations, bottom first: the last one is on top.
  public var presentations: [ModalPresentation<Destination, Stack>]

  /// Creates a state with the given presentations over a base.
  ///
  /// - Parameters:
  ///   - base: The navigation state under every presentation.
  ///   - presentations: The presentations, bottom first; none unless given.
  public init(base: Base, presentations: [ModalPresentation<Destination, Stack>] = []) {
    self.base = base
    self.presentations = presentations
  }

  /// Presents a destination over everything presented so far.
  ///
  /// ```swift
  /// app.present(.newRecipe)  // a sheet at its root
  /// // a sheet opened deep:
  /// app.present(.recipe(42), stack: NavPath([Step.photos]))
  /// ```
  ///
  /// - Parameters:
  ///   - destination: What the presentation shows at its root.
  ///   - style: How it is presented; a sheet unless given.
  ///   - stack: The presentation's own stack; empty unless given.
  /// - Complexity: Amortized O(1).
  public mutating func present(
    _ destination: Destination, style: ModalPresentationStyle = .sheet, stack: Stack = Stack()
  ) {
    presentations.append(ModalPresentation(destination, style: style, stack: stack))
  }

  /// Dismisses the topmost presentation and returns it, or returns `nil` when nothing is
  /// presented.
  ///
  /// - Returns: The dismissed presentation with its stack, or `nil` when nothing was presented.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func dismiss() -> ModalPresentation<Destination, Stack>? {
    presentations.popLast()
  }

  /// Dismisses up to `k` presentations from the top and reports how many were dismissed.
  ///
  /// Asking for more than are presented dismisses all; a negative `k` dismisses none.
  ///
  /// ```swift
  /// app.dismiss(1)                       // the topmost sheet
  /// app.dismiss(app.presentations.count)  // every one: only the base shows
  /// ```
  ///
  /// - Parameter k: The number of presentations to dismiss.
  /// - Returns: The number actually dismissed.
  /// - Complexity: O(*k*).
  @discardableResult
  public mutating func dismiss(_ k: Int) -> Int {
    let dismissed = Swift.max(0, Swift.min(k, presentations.count))
    presentations.removeLast(dismissed)
    return dismissed
  }
}

extension PresentationState: ActiveStackProviding
where Base: ActiveStackProviding, Base.ActiveStack == Stack {
  /// The stack a push goes to: the topmost presentation's, or the base's active stack (the stack
  /// itself, the selected tab's, or a presentation's over a presentation chain) when nothing is
  /// presented.
  ///
  /// ```swift
  /// app.activeStack.append(Step.ingredients)
  /// ```
  ///
  /// - Complexity: O(1).
  public var activeStack: Stack {
    get { presentations.last?.stack ?? base.activeStack }
    _modify {
      if presentations.isEmpty {
        yield &base.activeStack
      } else {
        yield &presentations[presentations.count - 1].stack
      }
    }
    set {
      if presentations.isEmpty {
        base.activeStack = newValue
      } else {
        presentations[presentations.count - 1].stack = newValue
      }
    }
  }
}

extension PresentationState: Equatable, Hashable {}
extension PresentationState: Sendable
where Base: Sendable, Destination: Sendable, Stack: Sendable {}

extension PresentationState: CustomStringConvertible {
  /// The base, then the presentations bottom first, as in
  /// `PresentationState(base: NavPath([]), presented: [.sheet(.newRecipe, NavPath([]))])`.
  public var description: String {
    "PresentationState(base: \(base), presented: [\(presentations.map(\.description).joined(separator: ", "))])"
  }
}
