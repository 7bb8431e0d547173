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
    let selection = DocumentForms.optional(DocumentForms.value(Sidebar.self))
    return NavDocumentLayout(
      .change("layout", \.layout, of: DocumentForms.rawValue(SplitViewLayout.self)),
      .change("sidebarSelection", \.sidebarSelection, of: selection),
      .change(
        "contentSelection", \.contentSelection,
        of: DocumentForms.optional(DocumentForms.value(Content.self)),
        dependsOn: \.sidebarSelection),
      .change(
        "columnVisibility", \.columnVisibility,
        of: DocumentForms.rawValue(NavSplitViewVisibility.self)),
      .state("detail", \.detail, dependsOn: \.sidebarSelection, \.contentSelection)
    ) { saved in
      SplitTransition(
        layout: saved[\.layout], sidebarSelection: saved[\.sidebarSelection],
        contentSelection: saved[\.contentSelection], columnVisibility: saved[\.columnVisibility],
        detail: saved[\.detail])
    }
  }
}
