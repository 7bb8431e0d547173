import NavCore
import NavNavigator
import NavSwiftUI
import SwiftUI

// Sources/NavNavigator/NavNavigator.docc/RoutingWithANavigator.md, "SwiftUI". The routes and
// the link reader are the article's (compiled and run by the package's tests); the view is what
// the article shows.

enum AppRoute: Hashable, Sendable {
  case category(String)
  case recipe(Int)
  case editor(Int)
  case settings
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
typealias Router = Navigator<TypedPath<AppRoute>>

struct UnknownLink: Error, Equatable {
  let link: String
}

extension AppRoute {
  static func path(from link: String) throws(UnknownLink) -> TypedPath<AppRoute> {
    throw UnknownLink(link: link)
  }
}

struct HomeView: View {
  var body: some View { Text("Home") }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct RouteView: View {
  let route: AppRoute
  let router: Router
  var body: some View {
    Button("Settings") { router.append(.settings) }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ContentView: View {
  @State private var router = Router(TypedPath())

  var body: some View {
    NavigationStack(path: router.binding(.stack)) {
      HomeView()
        .navigationDestinations(for: router, .stack) { route in
          RouteView(route: route, router: router)
        }
    }
    .onOpenURL { url in
      let link = url.absoluteString
      _ = try? router.open(link, resolve: AppRoute.path(from:))
    }
  }
}
