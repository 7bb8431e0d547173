public import NavCodable
public import NavCore

/// The change one write made to a user's state: the stacks that changed, then the tab switch.
public typealias AppTransition = TabsTransition<AppTab, NavPath.Element>

// A transition is saved as the library saves any state: one version, one tag table, and the
// transition under `state`, every value a `[position, payload]` pair, so that a client migrates
// it like a document:
//
//   {"v":3,"t":["tab","recipe"],"state":{"tabs":null,"stackChanges":[
//    {"tab":[0,"recipes"],"transition":{"pop":1,"pushed":[[1,42]]}}],"switchedTab":null}}

extension NavAdapter {
  /// The document of a transition, at the current schema version.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The transition as JSON, with its values saved through the registry.
  /// - Throws: ``NavCodingError`` for a value whose type is not registered.
  public func document(of transition: AppTransition) throws(NavCodingError) -> [UInt8] {
    [UInt8](try registry.encode(transition))
  }

  /// A transition from its document, of this or an older schema version, migrated.
  ///
  /// - Parameter bytes: The transition as `document(of:)` writes it.
  /// - Returns: The transition.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first member that is malformed or
  ///   whose value does not restore.
  public func transition(from bytes: [UInt8]) throws(NavCodingError) -> AppTransition {
    try registry.decode(AppTransition.self, from: bytes, limits: limits)
  }

  /// Applies a transition that came over the network to a state, after checking that it fits:
  /// a valid tab set, a declared tab for each stack change, and enough elements on each stack it
  /// pops (`TabsState.fits(_:)`; `apply(_:)` traps on a transition that does not fit).
  ///
  /// - Throws: ``ServiceFailure/transitionDoesNotFit`` for a transition that does not fit.
  public func applying(_ transition: AppTransition, to state: AppState) throws(ServiceFailure)
    -> AppState
  {
    guard state.fits(transition) else { throw .transitionDoesNotFit }
    var next = state
    next.apply(transition)
    return next
  }
}
