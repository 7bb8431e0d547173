public import NavCore

extension SplitState: NavSavableState where Stack: NavSavableState {
  /// A split view is saved as `{"layout":…,"sidebarSelection":…,"contentSelection":…,
  /// "detail":[…],"columnVisibility":…}`: each selection as a pair or `null`, and the detail
  /// stack.
  ///
  /// Under the prefix policy, a selection that cannot be restored is dropped with what it
  /// drives: the content selection after a dropped sidebar selection, and the detail stack.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      .rawValue("layout", \.layout),
      .optionalValue("sidebarSelection", \.sidebarSelection),
      .optionalValue("contentSelection", \.contentSelection, dependsOn: \.sidebarSelection),
      .state("detail", \.detail, dependsOn: \.sidebarSelection, \.contentSelection),
      .rawValue("columnVisibility", \.columnVisibility)
    ) { saved in
      do throws(CompositeStateError) {
        return try SplitState(
          layout: saved[\.layout], sidebarSelection: saved[\.sidebarSelection],
          contentSelection: saved[\.contentSelection], detail: saved[\.detail],
          columnVisibility: saved[\.columnVisibility])
      } catch {
        let place: PartialKeyPath<Self>? =
          switch error.kind {
          case .contentInTwoColumnLayout, .contentWithoutSidebar: \.contentSelection
          case .detailWithoutSelection: \.detail
          default: nil
          }
        throw saved.inconsistency(error, at: place)
      }
    }
  }
}
