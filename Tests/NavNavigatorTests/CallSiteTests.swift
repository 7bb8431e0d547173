import NavCore
import NavNavigator
import Testing

/// The navigator lines a user writes most, written as a user writes them: a deep link read
/// into a `NavPath` without naming it, and a synchronous operation's outcome checked without a
/// `guard case`. A signature change that breaks one of them fails to compile here; each test
/// also checks what the line does.
@MainActor
@Suite struct CallSiteTests {
  enum Category: String, Hashable, Sendable { case desserts, mains }

  static let links = DeepLinkTable(
    origins: [.scheme("recipes")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
        Category(rawValue: name)
      } print: {
        $0.rawValue
      }
    ])

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aDeepLinkOpensAsANavPath() {
    let navigator = Navigator(NavPath())
    let outcome = navigator.requestDeepLink("recipes://category/mains") { link in
      try? Self.links.open(link)
    }
    #expect(outcome?.isApplied == true)
    #expect(navigator.state == [Category.mains])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func outcomesAreCheckedWithoutAGuardCase() {
    let navigator = ScreenNavigator([.list, .detail(1)])
    #expect(navigator.requestPop().change?.removed == [.detail(1)])
    #expect(navigator.requestNavigation(to: .detail(2)).isApplied)
    #expect(navigator.requestPopToRoot().change?.new == [])
    #expect(navigator.requestPopToRoot() == .unchanged)
    let registration = navigator.addSynchronousGuard(on: .list, label: "root") { _ in false }
    _ = navigator.requestNavigation(to: .list)
    #expect(navigator.requestPopToRoot().refusal?.refusingGuard?.registration == registration)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func everyOutcomeCanBeAwaited() async throws {
    let navigator = ScreenNavigator([.list, .detail(1)])
    #expect(try await navigator.requestPop().result.get()?.removed == [.detail(1)])
    #expect(try await navigator.requestPopToRoot().result.get()?.removed == [.list])
    #expect(try await navigator.requestPopToRoot().result.get() == nil)
    #expect(try await navigator.requestNavigation(to: .list).result.get()?.new == [.list])
    let gate = Gate()
    navigator.addGuard(on: .list, label: "root") { _ in await gate.decision() }
    let pending = navigator.requestPopToRoot()
    #expect(pending.isPending)
    await gate.untilAsked()
    gate.decide(false)
    guard case .failure(let refusal) = await pending.result else {
      Issue.record("expected the guard to refuse")
      return
    }
    #expect(refusal.refusingGuard?.label == "root")
    #expect(navigator.state == [.list])
  }
}
