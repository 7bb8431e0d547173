import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "NavigationStack and navigationDestination": a stack of the view's own, from
// iOS 16.
struct RecipesStack: View {
  @State private var path = NavPath()

  var body: some View {
    NavigationStack(path: $path) {
      CategoryList()
        .navigationDestinations(for: path, in: destinations) { screen in
          ScreenView(screen)
        }
    }
  }
}

// Docs/SwiftUI.md, "NavigationStack and navigationDestination": a fallback of the app's own.
struct RecipesStackWithFallback: View {
  @State private var path = NavPath()

  var body: some View {
    NavigationStack(path: $path) {
      CategoryList()
        .navigationDestinations(for: path, in: destinations) { screen in
          ScreenView(screen)
        } fallback: { error in
          Text("This screen is gone: \(error.description)")
        }
    }
  }
}

// Docs/SwiftUI.md, "Guards that SwiftUI respects": a navigator's stack, from iOS 17.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipesRoot: View {
  @State private var navigator = Navigator(NavPath())

  var body: some View {
    NavigationStack(path: navigator.binding(.stack)) {
      CategoryList()
        .navigationDestinations(for: navigator, .stack, in: destinations) {
          ScreenView($0)
        }
        .toolbar {
          ToolbarItem {
            Button("Desserts") { navigator.append(Category.desserts) }
          }
        }
    }
  }
}

// Docs/SwiftUI.md, "Guards that SwiftUI respects": a screen that guards its unsaved edits.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeEditor: View {
  let navigator: Navigator<NavPath>
  let recipe: RecipeID
  @State private var hasUnsavedEdits = false

  var body: some View {
    Button("Edit") { hasUnsavedEdits = true }
      .onAppear {
        // Dropped by the navigator when the recipe leaves the stack.
        let editor = NavPath.Element(recipe)
        navigator.addSynchronousGuard(on: editor, label: "unsaved edits") { _ in
          !hasUnsavedEdits
        }
      }
  }
}
