public import NavCore

extension PresentationState: NavSavableState
where Base: NavSavableState, Stack: NavSavableState {
  /// A state with presentations is saved as `{"base":…,"presentations":[…]}`, each presentation
  /// as `{"destination":…,"style":…,"stack":[…]}`; the base is any savable state.
  ///
  /// Under the prefix policy, a presentation whose destination cannot be restored is dropped
  /// with every presentation above it.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (base, presentations) = (\Self.base, \Self.presentations)
    return NavDocumentLayout(
      .state("base", base),
      .states("presentations", presentations, cutAfterDropped: true)
    ) { restored in
      PresentationState(base: restored[base], presentations: restored[presentations])
    }
  }
}

extension ModalPresentation: NavSavableState where Stack: NavSavableState {
  /// A presentation is saved as `{"destination":…,"style":…,"stack":[…]}`: the destination as a
  /// pair, the style by raw value, and the presented stack.
  ///
  /// Under the prefix policy, a presentation whose destination cannot be restored is dropped
  /// with its stack.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (destination, style, stack) = (\Self.destination, \Self.style, \Self.stack)
    return NavDocumentLayout(
      .value("destination", destination),
      .rawValue("style", style),
      .state("stack", stack)
    ) { restored in
      ModalPresentation(restored[destination], style: restored[style], stack: restored[stack])
    }
  }
}
