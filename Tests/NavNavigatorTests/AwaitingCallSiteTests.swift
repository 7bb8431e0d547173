import NavCore
import NavNavigator
import Testing

/// The two places an operation is called: a button's action, which cannot wait and calls the
/// synchronous operation without a `Task`, and an `async` function, where `try await` waits for
/// the change and throws its refusal. This file compiles only while every operation has both
/// forms; `scripts/check-isolation.sh` checks that a bare call in `async` code, which would drop
/// a refusal, does not compile.
@MainActor
@Suite struct AwaitingCallSiteTests {
  enum Link: Error { case unknown }

  /// Reads `/7` as the stack `[detail(7)]` and refuses every other link.
  static func resolve(_ link: String) throws(Link) -> TypedPath<Screen> {
    guard link == "/7" else { throw .unknown }
    return [.detail(7)]
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func aButtonsActionCallsEveryOperationWithoutATask() throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 5)
    let any = Navigator(NavPath())
    let tabs = Navigator(TabsState<Int, TypedPath<Int>>(tabs: [1, 2]))
    let actions: [() -> Void] = [
      { navigator.append(.list) },
      { any.append("pie") },
      { navigator.transaction { $0.append(.detail(1)) } },
      { navigator.popTo { $0 == .list } },
      { navigator.pop() },
      { navigator.back() },
      { navigator.forward() },
      { navigator.popToRoot() },
      { tabs.select(2) },
      { _ = try? navigator.open("/7", resolve: Self.resolve) },
    ]
    for action in actions {
      action()
    }
    #expect(navigator.state == [.detail(7)])
    #expect(
      navigator.backStates.map(\.routes) == [[], [.list], [.list, .detail(1)], [.list], []])
    #expect(any.state == ["pie"])
    #expect(tabs.state.selection == 2)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anAsyncFunctionWaitsForTheChangeAndThrowsItsRefusal() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var allow = false
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in
      await Task.yield()
      return allow
    }
    let refusal = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      try await navigator.pop()
    }
    #expect(refusal?.refusingGuard?.label == "unsaved edits")
    #expect(navigator.state == [.list, .editor(1)])
    allow = true
    let popped: NavigationChange<TypedPath<Screen>>? = try await navigator.pop()
    #expect(popped?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func everyOperationWaitsInAsyncCode() async throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 5)
    #expect(try await navigator.append(.list)?.new == [.list])
    #expect(try await navigator.transaction { $0.append(.detail(1)) }?.new == [.list, .detail(1)])
    #expect(try await navigator.popTo { $0 == .list }?.removed == [.detail(1)])
    #expect(try await navigator.back()?.new == [.list, .detail(1)])
    #expect(try await navigator.forward()?.new == [.list])
    #expect(try await navigator.pop()?.removed == [.list])
    #expect(try await navigator.popToRoot() == nil)
    #expect(try await navigator.open("/7", resolve: Self.resolve)?.new == [.detail(7)])
    await #expect(throws: Link.unknown) {
      try await navigator.open("/8", resolve: Self.resolve)
    }
    let any = Navigator(NavPath())
    #expect(try await any.append("pie")?.new == ["pie"])
    let tabs = Navigator(TabsState<Int, TypedPath<Int>>(tabs: [1, 2]))
    #expect(try await tabs.select(2)?.new.selection == 2)
  }
}
