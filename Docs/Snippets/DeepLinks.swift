import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "onOpenURL": links opened through the routes, a refused link shown.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct LinkedRecipes: View {
  @State private var navigator = Navigator(NavPath())
  @State private var refusedLink: DeepLinkError?

  var body: some View {
    NavigationStack(path: navigator.binding(.stack)) {
      CategoryList()
        .navigationDestinations(for: navigator, .stack, in: destinations) {
          ScreenView($0)
        }
    }
    .onOpenURL(opening: navigator, with: table) { error in
      refusedLink = error  // where the link failed, and why
    }
  }
}
