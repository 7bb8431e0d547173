/// The steps of a ``Transitionable`` value's transition, which say whether they change the shape
/// of the state, not only its contents.
///
/// The shape of a navigation state is what a renderer builds its views from: the tabs a tab view
/// declares, the columns of a split view. A transition between two states of the same shape
/// pushes, pops, selects and presents, and a renderer animates those steps. A transition between
/// two shapes (a saved state from an older version of the app that declared other tabs) replaces
/// the views; a renderer may rebuild them without animating.
///
/// ```swift
/// let transition = current.transition(to: restored)
/// if transition.changesShape {
///   // rebuild the tab view without animation
/// } else {
///   // animate the pushes, pops and tab switch
/// }
/// ```
///
/// Every ``Transitionable/Transition`` conforms, so a renderer can ask any transition whether to
/// animate; a composite state of the app's own conforms its transition type.
public protocol ShapeAwareTransition: Hashable {
  /// Whether the transition changes the shape of the state: its tabs or its split layout.
  var changesShape: Bool { get }
}

extension PathTransition: ShapeAwareTransition {
  /// Always `false`: a stack has no shape besides its elements.
  public var changesShape: Bool { false }
}
