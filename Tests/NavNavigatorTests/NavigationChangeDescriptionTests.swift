import NavCore
import NavNavigator
import Testing

/// A change prints as its doc sample says: short names in `description`, module-qualified ones in
/// `debugDescription`.
@Suite struct NavigationChangeDescriptionTests {
  enum Category: Hashable, Sendable { case desserts }
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
  }

  @Test func changePrintsItsTransitionAndRemovedElements() {
    let change = NavigationChange(
      from: NavPath([Category.desserts, 42, 7]), to: NavPath([Category.desserts, 99]))
    #expect("\(change)" == "pop 2, push [99 as Int], removed [7 as Int, 42 as Int]")
    #expect(
      String(reflecting: change)
        == "pop 2, push [99 as Swift.Int], removed [7 as Swift.Int, 42 as Swift.Int]")
  }

  @Test func typedChangePrintsEnumShorthand() {
    let change = NavigationChange(
      from: TypedPath<Route>([.list, .detail(4)]), to: TypedPath<Route>([.list]))
    #expect("\(change)" == "pop 1, removed [.detail(4)]")
  }
}
