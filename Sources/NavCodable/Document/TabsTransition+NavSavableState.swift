public import NavCore

extension TabsTransition: NavSavableState {
  /// A tab view's transition is saved as `{"tabs":…,"stackChanges":[…],"switchedTab":…}`:
  /// the change of the declared tabs as `{"from":[…],"to":[…]}` or `null`, each stack change
  /// as `{"tab":…,"transition":{"pop":n,"pushed":[…]}}`, and the tab to switch to or `null`;
  /// every tab is a pair.
  ///
  /// Under the prefix policy, a tab that cannot be restored is dropped from the tab lists, a
  /// stack change whose tab is dropped is dropped with its pushes, and a switched tab that is
  /// dropped leaves the selection as it is. What remains may no longer fit the state it was
  /// planned from; check it with `fits(_:)` before applying it.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (tabs, stackChanges, switchedTab) = (\Self.tabs, \Self.stackChanges, \Self.switchedTab)
    return NavDocumentLayout(
      .valuesChange("tabs", tabs),
      .states("stackChanges", stackChanges),
      .optionalValue("switchedTab", switchedTab)
    ) { restored in
      TabsTransition(
        tabs: restored[tabs], stackChanges: restored[stackChanges],
        switchedTab: restored[switchedTab])
    }
  }
}

extension TabsTransition.StackChange: NavSavableState {
  /// A tab's stack change is saved as `{"tab":…,"transition":{"pop":n,"pushed":[…]}}`, the tab
  /// as a pair.
  ///
  /// Under the prefix policy, a change whose tab cannot be restored is dropped with its pushes.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (tab, transition) = (\Self.tab, \Self.transition)
    return NavDocumentLayout(
      .value("tab", tab),
      .state("transition", transition)
    ) { restored in
      TabsTransition.StackChange(tab: restored[tab], transition: restored[transition])
    }
  }
}
