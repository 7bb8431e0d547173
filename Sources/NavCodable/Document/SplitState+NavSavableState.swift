public import NavCore

extension SplitState: NavSavableState where Stack: NavSavableState {
  /// A split view is saved as `{"layout":…,"sidebarSelection":…,"contentSelection":…,
  /// "detail":[…],"columnVisibility":…}`: each selection as a pair or `null`, and the detail
  /// stack.
  ///
  /// Under the prefix policy, a selection that cannot be restored is dropped with what it
  /// drives: the content selection after a dropped sidebar selection, and the detail stack.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (layout, sidebar, content) = (\Self.layout, \Self.sidebarSelection, \Self.contentSelection)
    let (detail, visibility) = (\Self.detail, \Self.columnVisibility)
    return NavDocumentLayout(
      .rawValue("layout", layout),
      .optionalValue("sidebarSelection", sidebar),
      .optionalValue("contentSelection", content, dependsOn: sidebar),
      .state("detail", detail, dependsOn: sidebar, content),
      .rawValue("columnVisibility", visibility)
    ) { restored in
      do throws(CompositeStateError) {
        return try SplitState(
          layout: restored[layout], sidebarSelection: restored[sidebar],
          contentSelection: restored[content], detail: restored[detail],
          columnVisibility: restored[visibility])
      } catch {
        let place: PartialKeyPath<Self>? =
          switch error.kind {
          case .contentInTwoColumnLayout, .contentWithoutSidebar: content
          case .detailWithoutSelection: detail
          default: nil
          }
        throw restored.inconsistency(error, at: place)
      }
    }
  }
}
