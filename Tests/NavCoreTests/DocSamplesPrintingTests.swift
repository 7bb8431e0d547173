import NavCore
import Testing

/// The doc samples of the descriptions print what their comments say: short names in
/// `description`, module-qualified ones in `debugDescription`.
@Suite struct DocSamplesPrintingTests {
  enum Category: Hashable, Sendable { case desserts }
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
    case category(String)
  }

  @Test func pathTransitionPrintsItsSummary() {
    let old = NavPath([Category.desserts, 42, 7])
    let new = NavPath([Category.desserts, 99])
    let transition = old.transition(to: new)
    #expect("\(transition)" == "pop 2, push [99 as Int]")
    #expect(String(reflecting: transition) == "pop 2, push [99 as Swift.Int]")
  }

  @Test func typedTransitionPrintsEnumShorthand() {
    let transition = TypedPath<Route>([.list]).transition(to: [.list, .detail(42)])
    #expect("\(transition)" == "push [.detail(42)]")
    #expect(
      String(reflecting: transition)
        == "push [NavCoreTests.DocSamplesPrintingTests.Route.detail(42)]")
  }

  @Test func typedPathPrintsAsItsDocSays() {
    let path = TypedPath<Route>([.list, .detail(42)])
    #expect("\(path)" == "TypedPath<Route>([.list, .detail(42)])")
    #expect(
      String(reflecting: path)
        == "TypedPath<NavCoreTests.DocSamplesPrintingTests.Route>(["
        + "NavCoreTests.DocSamplesPrintingTests.Route.list, "
        + "NavCoreTests.DocSamplesPrintingTests.Route.detail(42)])")
    #expect(
      "\(TypedPath<Route>([.category("desserts")]))"
        == #"TypedPath<Route>([.category("desserts")])"#)
    #expect("\(TypedPath<String>(["pie", "7"]))" == #"TypedPath<String>(["pie", "7"])"#)
    #expect("\(TypedPath<Int>([1, 2]))" == "TypedPath<Int>([1, 2])")
  }
}
