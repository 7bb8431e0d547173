/// One modal presentation: what it shows, how, and its own navigation stack.
///
/// The destination is the presentation's root view (the app's own `Hashable` type, such as an
/// enum of sheets); the stack holds what was pushed inside the presentation.
///
/// ```swift
/// let sheet = ModalPresentation<Sheet, NavPath>(.newRecipe, style: .sheet)
/// ```
public struct ModalPresentation<Destination: Hashable, Stack: StackPath>: Hashable {
  /// What the presentation shows at its root.
  public var destination: Destination

  /// How it is presented.
  public var style: ModalPresentationStyle

  /// The presentation's own navigation stack.
  public var stack: Stack

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - destination: What the presentation shows at its root.
  ///   - style: How it is presented; a sheet unless given.
  ///   - stack: The presentation's own stack; empty unless given.
  public init(
    _ destination: Destination, style: ModalPresentationStyle = .sheet, stack: Stack = Stack()
  ) {
    self.destination = destination
    self.style = style
    self.stack = stack
  }

  /// Whether `other` is the same presentation, whatever its stack: same destination and style.
  func isSameScreen(as other: ModalPresentation) -> Bool {
    destination == other.destination && style == other.style
  }
}

extension ModalPresentation: Sendable where Destination: Sendable, Stack: Sendable {}

extension ModalPresentation: CustomStringConvertible {
  /// The style, destination and stack, as in `.sheet(.newRecipe, NavPath([]))`.
  public var description: String {
    "\(style)(\(shortDescription(of: destination)), \(stack))"
  }
}
