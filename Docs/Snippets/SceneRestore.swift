import Foundation
import NavCodable
import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Docs/SwiftUI.md, "Scene restore": the whole state, saved and restored with its report.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RestoredTabs: View {
  @SceneStorage("navigation") private var savedNavigation: Data?
  @State private var tabs = Navigator(
    TabsState<AppTab, NavPath>(tabs: [.recipes, .search]))
  @State private var dropped: [NavCodingError] = []

  var body: some View {
    TabView(selection: tabs.binding(.selection())) {
      TabRoot(.recipes).tag(AppTab.recipes)
      TabRoot(.search).tag(AppTab.search)
    }
    .sceneRestoration(of: tabs, in: $savedNavigation, types: types) { report in
      // the parts that a newer or an older app could not read, and why
      dropped = report.dropped
    }
  }
}

// Docs/SwiftUI.md, "Scene restore": a stack of the view's own, from iOS 16.
struct RestoredStack: View {
  @SceneStorage("recipes.path") private var saved: Data?
  @State private var path = NavPath()

  var body: some View {
    NavigationStack(path: $path) { CategoryList() }
      .onAppear {
        guard let saved else { return }
        if let restored = try? types.decode(NavPath.self, from: saved) {
          path = restored
        }
      }
      .onChange(of: path) { path in
        saved = try? types.encode(path)
      }
  }
}
