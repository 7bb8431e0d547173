import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "NavigationSplitView". List(selection:) is not on watchOS.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@available(watchOS, unavailable)
struct RecipesSplit: View {
  @State private var split = Navigator(
    SplitState<Category, Never, NavPath>(layout: .twoColumn))
  @State private var categories = Category.allCases

  var body: some View {
    NavigationSplitView(
      columnVisibility: split.binding(.columnVisibility())
        .navigationSplitViewVisibility
    ) {
      List($categories, id: \.self, selection: split.binding(.sidebarSelection())) {
        Text($0.wrappedValue.rawValue)
      }
    } detail: {
      NavigationStack(path: split.binding(.detail())) {
        Text(split.state.sidebarSelection?.rawValue ?? "Pick a category")
          .navigationDestinations(for: split, .detail(), in: destinations) {
            ScreenView($0)
          }
      }
    }
  }
}
