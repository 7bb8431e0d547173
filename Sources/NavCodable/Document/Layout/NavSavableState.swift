public import NavCore

/// A navigation state that NavCodable can save as one document and restore: ``/NavCore/NavPath``,
/// ``/NavCore/TypedPath``, the composite states built from them, nested as deep as an app needs,
/// the transitions between any of these (what a service sends to another device), and composite
/// states of your own.
///
/// It is what ``NavTypeRegistry/encode(_:)`` and
/// ``NavTypeRegistry/restore(_:from:policy:limits:)-(_,Bytes,_,_)`` constrain on, so the
/// compiler checks that a state can be saved. NavCodable provides the conformances of NavCore's
/// states; a composite state of yours conforms by listing its members
/// once with ``NavDocumentLayout/init(_:build:)``, and the values it holds are saved by
/// registering their types in a ``NavTypeRegistry``.
///
/// ```swift
/// typealias AppState =
///   PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>
/// let data = try registry.encode(state)  // AppState is a NavSavableState
/// let restored = try registry.decode(AppState.self, from: data)
/// ```
///
/// A document has a version, a tag table and one root member: `stack`, the pairs of a stack,
/// or `state`, an object holding the state's members (stacks, single values such as tabs,
/// selections and destinations, and nested states), each value a `[tagPosition, payload]` pair
/// like a stack's elements.
public protocol NavSavableState {
  /// Where the state's stacks and single values go in a document.
  ///
  /// NavCodable reads it once per type and keeps the layout, so it must give the same layout
  /// each time.
  static var documentLayout: NavDocumentLayout<Self> { get }
}

extension NavPath: NavSavableState {
  /// A path is saved as the elements of its document.
  public static var documentLayout: NavDocumentLayout<NavPath> { .stack }
}

extension TypedPath: NavSavableState {
  /// A typed path is saved as a `NavPath` of the same routes.
  public static var documentLayout: NavDocumentLayout<TypedPath> {
    .stack(appending: RouteAppender.self)
  }
}
