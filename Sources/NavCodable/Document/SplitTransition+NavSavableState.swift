public import NavCore

extension SplitTransition: NavSavableState {
  /// A split view's transition is saved as `{"layout":…,"sidebarSelection":…,
  /// "contentSelection":…,"columnVisibility":…,"detail":{"pop":n,"pushed":[…]}}`: each change
  /// as `{"from":…,"to":…}` or `null`, layouts and visibilities by raw value, selections as
  /// pairs or `null` when there is none.
  ///
  /// Under the prefix policy, a selection change with a side that cannot be restored is dropped
  /// with the content selection change after a dropped sidebar one, and with the elements the
  /// detail pushes (it shows the selected item); the detail's pop stays. What remains may no
  /// longer fit the state it was planned from; check it with `fits(_:)` before applying it.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (layout, sidebar, content) = (\Self.layout, \Self.sidebarSelection, \Self.contentSelection)
    let (visibility, detail) = (\Self.columnVisibility, \Self.detail)
    return NavDocumentLayout(
      .rawValueChange("layout", layout),
      .optionalValueChange("sidebarSelection", sidebar),
      .optionalValueChange("contentSelection", content, dependsOn: sidebar),
      .rawValueChange("columnVisibility", visibility),
      .state("detail", detail, dependsOn: sidebar, content)
    ) { restored in
      SplitTransition(
        layout: restored[layout], sidebarSelection: restored[sidebar],
        contentSelection: restored[content], columnVisibility: restored[visibility],
        detail: restored[detail])
    }
  }
}
