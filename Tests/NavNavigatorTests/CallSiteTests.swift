import NavCore
import NavNavigator
import Testing

/// The navigator lines a user writes most, written as a user writes them: a button's push, pop
/// and tab selection without a `Task`, a deep link opened into a `NavPath` without naming it, and
/// an operation's outcome checked without a `guard case` or awaited like a task's value. A
/// signature change that breaks one of them fails to compile here; each test also checks what the
/// line does.
@MainActor
@Suite struct CallSiteTests {
  enum Category: String, Hashable, Sendable { case desserts, mains }
  enum Tab: Hashable, Sendable { case recipes, search }
  struct Recipe: Hashable, Sendable { var id: Int }

  static let links = DeepLinkTable(
    origins: [.scheme("recipes")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
        Category(rawValue: name)
      } print: {
        $0.rawValue
      }
    ])

  /// The README's "With a navigator", statement for statement.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func theReadmeNavigatorSection() throws {
    let links = Self.links
    let navigator = Navigator(NavPath())  // in a view's @State
    navigator.append(Category.desserts)  // Button("Desserts") { ... }
    navigator.append(Recipe(id: 42))
    var hasUnsavedEdits = true
    let recipe = NavPath.Element(Recipe(id: 42))
    navigator.addSynchronousGuard(on: recipe, label: "unsaved edits") { _ in
      !hasUnsavedEdits
    }
    #expect(navigator.pop().refusal?.refusingGuard?.label == "unsaved edits")
    hasUnsavedEdits = false
    #expect(navigator.pop().change != nil)  // [desserts]
    #expect(navigator.state == [Category.desserts])
    try navigator.open("recipes://category/mains") { try links.open($0) }
    #expect(navigator.state == [Category.mains])
    #expect(navigator.popToRoot().change?.removed == [.init(Category.mains)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aDeepLinkOpensAsANavPath() throws {
    let navigator = Navigator(NavPath())
    let outcome = try navigator.open("recipes://category/mains") { link in
      try Self.links.open(link)
    }
    #expect(outcome.change != nil)
    #expect(navigator.state == [Category.mains])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func buttonsCallTheOperationsWithoutATask() {
    let navigator = Navigator(NavPath(), historyCapacity: 5)
    navigator.append(Category.desserts)
    navigator.append(Category.mains)
    navigator.pop()
    #expect(navigator.state == [Category.desserts])
    navigator.popToRoot()
    navigator.back()
    #expect(navigator.state == [Category.desserts])
    navigator.forward()
    #expect(navigator.state.isEmpty)
    let tabs = Navigator(TabsState<Tab, NavPath>(tabs: [.recipes, .search]))
    tabs.select(.search)
    #expect(tabs.state.selection == .search)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func outcomesAreCheckedWithoutAGuardCase() {
    let navigator = ScreenNavigator([.list, .detail(1)])
    #expect(navigator.pop().change?.removed == [.detail(1)])
    #expect(navigator.append(.detail(2)).change != nil)
    #expect(navigator.popTo { $0 == .list }.change?.removed == [.detail(2)])
    #expect(navigator.popToRoot().change?.new == [])
    #expect(navigator.popToRoot() == .unchanged)
    let registration = navigator.addSynchronousGuard(on: .list, label: "root") { _ in false }
    navigator.append(.list)
    #expect(navigator.popToRoot().refusal?.refusingGuard?.registration == registration)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func everyOutcomeCanBeAwaited() async throws {
    let navigator = ScreenNavigator([.list, .detail(1)])
    #expect(try await navigator.pop().value?.removed == [.detail(1)])
    #expect(try await navigator.popToRoot().result.get()?.removed == [.list])
    #expect(try await navigator.popToRoot().value == nil)
    #expect(try await navigator.append(.list).value?.new == [.list])
    let gate = Gate()
    navigator.addGuard(on: .list, label: "root") { _ in await gate.decision() }
    let pending: NavigationOutcome = navigator.popToRoot()
    #expect(isPending(pending))
    await gate.untilAsked()
    gate.decide(false)
    let refusal = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await pending.value
    }
    #expect(refusal?.refusingGuard?.label == "root")
    #expect(navigator.state == [.list])
  }
}
