// The code of the RoutingWithANavigator article in NavNavigator.docc, compiled and run. Keep the
// two in step.
import NavCore
import NavNavigator
import Testing

// MARK: Routes and the router

enum AppRoute: Hashable, Sendable {
  case category(String)
  case recipe(Int)
  case editor(Int)
  case settings
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
typealias Router = Navigator<TypedPath<AppRoute>>

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
extension Navigator where State == TypedPath<AppRoute> {
  /// Shows the recipe of the day right above the root, as one change.
  @discardableResult
  func showRecipeOfTheDay(_ recipe: Int) -> NavigationOutcome<State> {
    transaction { path in
      _ = path.pop(path.count)
      path.append(.recipe(recipe))
    }
  }
}

// MARK: Deep links

/// A link the app does not know.
struct UnknownLink: Error, Equatable {
  let link: String
}

extension AppRoute {
  /// The stack a link such as `myapp://category/desserts/recipe/7` leads to.
  static func path(from link: String) throws(UnknownLink) -> TypedPath<AppRoute> {
    guard link.hasPrefix("myapp://") else { throw UnknownLink(link: link) }
    var segments = link.dropFirst("myapp://".count).split(separator: "/")[...]
    var path = TypedPath<AppRoute>()
    while let name = segments.popFirst() {
      switch name {
      case "settings":
        path.append(.settings)
      case "category":
        guard let category = segments.popFirst() else { throw UnknownLink(link: link) }
        path.append(.category(String(category)))
      case "recipe":
        guard let id = segments.popFirst().flatMap({ Int($0) }) else {
          throw UnknownLink(link: link)
        }
        path.append(.recipe(id))
      default:
        throw UnknownLink(link: link)
      }
    }
    return path
  }
}

// MARK: In async code

/// The label of the guard that kept the editor open, if one did.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func closeEditor(_ router: Router) async -> String? {
  do {
    try await router.pop()
    return nil
  } catch {
    return error.refusingGuard?.label  // "unsaved edits"
  }
}

// MARK: A service

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
actor Session {
  let router = Router(TypedPath(), historyCapacity: 20)

  var state: TypedPath<AppRoute> { router.state }

  func open(_ link: String) async throws -> NavigationChange<TypedPath<AppRoute>>? {
    try await router.open(link, resolve: AppRoute.path(from:))
  }
}

@MainActor
@Suite struct RouterGuideTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func routerOperations() {
    let router = Router(TypedPath())
    router.append(.category("desserts"))
    router.append(.recipe(7))
    router.pop()  // [category("desserts")]
    #expect(router.state == [.category("desserts")])
    router.showRecipeOfTheDay(12)  // [recipe(12)]
    #expect(router.state == [.recipe(12)])
    router.popToRoot()  // []
    #expect(router.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func deepLinks() throws {
    let router = Router([.settings])
    try router.open(
      "myapp://category/desserts/recipe/7", resolve: AppRoute.path(from:))
    #expect(router.state == [.category("desserts"), .recipe(7)])
    do {
      try router.open("myapp://recipe/apple-pie", resolve: AppRoute.path(from:))
      Issue.record("expected the link to be rejected")
    } catch {
      #expect(error == UnknownLink(link: "myapp://recipe/apple-pie"))
    }
    #expect(router.state == [.category("desserts"), .recipe(7)])  // untouched
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func transactions() async throws {
    let router = Router([.category("desserts"), .recipe(7), .editor(7)])
    let change = try await router.transaction { path in
      _ = path.pop(2)
      path.append(.category("pies"))
      path.append(.recipe(9))
      path.append(.editor(9))
    }
    #expect(change?.removed == [.editor(7), .recipe(7)])
    #expect(
      change?.transition.description
        == "pop 2, push [.category(\"pies\"), "
        + ".recipe(9), .editor(9)]")
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guards() async throws {
    let router = Router([.recipe(7), .editor(7)])
    var hasUnsavedEdits = true
    router.addGuard(on: .editor(7), label: "unsaved edits") { _ in
      !hasUnsavedEdits  // or: await askTheUser("Discard your changes?")
    }
    do {
      try await router.pop()
      Issue.record("expected the guard to refuse")
    } catch {
      #expect(
        "\(error)" == "the guard \"unsaved edits\" (registration #1) on editor(7) refused pop 1")
      #expect(error.refusingGuard?.label == "unsaved edits")
    }
    #expect(router.state == [.recipe(7), .editor(7)])
    hasUnsavedEdits = false
    try await router.pop()  // [recipe(7)]
    #expect(router.state == [.recipe(7)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func leaving() {
    let router = Router([.recipe(7), .editor(7)])
    var cancelled: [AppRoute] = []
    router.onLeave { route in
      cancelled.append(route)  // downloads[route]?.cancel()
    }
    router.popToRoot()
    #expect(cancelled == [.editor(7), .recipe(7)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func followingChangesWithoutAUserInterface() async throws {
    let router = Router(TypedPath())
    let changes = router.changes()
    let terminal = Task.detached {
      var lines: [String] = []
      for await change in changes.prefix(2) {
        let popped = change.transition.popCount
        lines.append("\(popped) popped, now \(change.new.count) deep")
      }
      return lines
    }
    try await router.append(.settings)
    try await router.pop()
    #expect(await terminal.value == ["0 popped, now 1 deep", "1 popped, now 0 deep"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func history() async throws {
    let router = Router(TypedPath(), historyCapacity: 20)
    try await router.append(.settings)
    try await router.back()  // []
    #expect(!router.forwardStates.isEmpty)
    try await router.forward()  // [settings]
    #expect(router.state == [.settings])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func inAsyncCode() async {
    let router = Router([.recipe(7), .editor(7)])
    var hasUnsavedEdits = true
    router.addGuard(on: .editor(7), label: "unsaved edits") { _ in !hasUnsavedEdits }
    #expect(await closeEditor(router) == "unsaved edits")
    #expect(router.state == [.recipe(7), .editor(7)])
    hasUnsavedEdits = false
    #expect(await closeEditor(router) == nil)
    #expect(router.state == [.recipe(7)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func service() async throws {
    let session = Session()
    #expect(try await session.open("myapp://settings")?.new == [.settings])
    #expect(await session.state == [.settings])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousOperations() async throws {
    let router = Router([.recipe(7), .editor(7)])
    var hasUnsavedEdits = true
    router.addSynchronousGuard(on: .editor(7), label: "unsaved edits") { _ in !hasUnsavedEdits }
    #expect(router.pop().refusal != nil)  // [recipe(7), editor(7)]
    #expect(router.state == [.recipe(7), .editor(7)])
    hasUnsavedEdits = false
    #expect(router.pop().change != nil)  // [recipe(7)]
    #expect(router.state == [.recipe(7)])
    #expect(router.append(.settings).change != nil)  // [recipe(7), settings]
    #expect(router.state == [.recipe(7), .settings])
    router.addGuard(on: .settings, label: "confirm") { _ in
      await Task.yield()
      return true
    }
    let outcome: NavigationOutcome = router.popToRoot()
    #expect(outcome.change == nil)  // pending, as the guard may suspend
    #expect(isPending(outcome))
    #expect(router.state == [.recipe(7), .settings])
    _ = try await outcome.value  // []
    #expect(router.state.isEmpty)
  }
}
