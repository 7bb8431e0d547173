public import NavCore

extension TabsState: NavSavableState where Stack: NavSavableState {
  /// A tab view is saved as `{"tabs":[…],"selection":…,"stacks":[…]}`: each tab and the
  /// selection as a pair, and one stack per tab.
  ///
  /// Under the prefix policy, a tab that cannot be restored is dropped with its stack, and when
  /// the selected tab is dropped the first tab is selected.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (tabs, selection, stacks) = (\Self.tabs, \Self.selection, \Self.stacks)
    return NavDocumentLayout(
      .values("tabs", tabs),
      .value("selection", selection, among: tabs),
      .states("stacks", stacks, alignedWith: tabs)
    ) { restored in
      do throws(CompositeStateError) {
        return try TabsState(
          tabs: restored[tabs], selection: restored[selection], stacks: restored[stacks])
      } catch {
        let place: PartialKeyPath<Self>? =
          switch error.kind {
          case .duplicateTab, .noTabs: tabs
          case .stackCountMismatch: stacks
          case .unknownTab: selection
          default: nil
          }
        throw restored.inconsistency(error, at: place, index: error.location.elementIndex)
      }
    }
  }
}
