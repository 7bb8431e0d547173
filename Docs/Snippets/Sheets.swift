import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "Sheets": presentations with a stack each, over a stack.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipesWithSheets: View {
  @State private var app = Navigator(
    PresentationState<NavPath, Modal, NavPath>(base: NavPath()))

  var body: some View {
    // A button anywhere presents: app.transaction { $0.present(.editor(42)) }
    NavigationStack(path: app.binding(.base(.stack))) {
      CategoryList()
        .navigationDestinations(for: app, .base(.stack), in: destinations) {
          ScreenView($0)
        }
    }
    .presentations(of: app, in: destinations) { modal in
      ModalRoot(modal)
    } screen: { screen in
      ScreenView(screen)
    }
  }
}
