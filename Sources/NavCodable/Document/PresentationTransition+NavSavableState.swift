public import NavCore

extension PresentationTransition: NavSavableState
where Base.Transition: NavSavableState, Stack: NavSavableState {
  /// A transition of presentations is saved as `{"dismissCount":n,"base":…,"stackChanges":[…],
  /// "presented":[…]}`: the base's transition in its own layout or `null`, each stack change as
  /// `{"level":n,"transition":{"pop":n,"pushed":[…]}}`, and each presented presentation as in a
  /// ``NavCore/PresentationState``'s document.
  ///
  /// The base's transition must itself be savable, which the compiler checks: a
  /// `PresentationState` over a `TabsState` of `NavPath`s sends a ``NavCore/TabsTransition``.
  ///
  /// Under the prefix policy, a presented presentation whose destination cannot be restored is
  /// dropped with every presentation above it, and each stack and the base lose what they
  /// cannot restore, as in their own documents.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (dismissCount, base) = (\Self.dismissCount, \Self.base)
    let (stackChanges, presented) = (\Self.stackChanges, \Self.presented)
    return NavDocumentLayout(
      .count("dismissCount", dismissCount, of: "presentations to dismiss"),
      .optionalState("base", base),
      .states("stackChanges", stackChanges),
      .states("presented", presented, cutAfterDropped: true)
    ) { restored in
      PresentationTransition(
        dismissCount: restored[dismissCount], base: restored[base],
        stackChanges: restored[stackChanges], presented: restored[presented])
    }
  }
}

extension PresentationTransition.StackChange: NavSavableState {
  /// A presented stack's change is saved as `{"level":n,"transition":{"pop":n,"pushed":[…]}}`,
  /// the level counted from the bottom presentation.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (level, transition) = (\Self.level, \Self.transition)
    return NavDocumentLayout(
      .count("level", level, of: "presentations below it"),
      .state("transition", transition)
    ) { restored in
      PresentationTransition.StackChange(level: restored[level], transition: restored[transition])
    }
  }
}
