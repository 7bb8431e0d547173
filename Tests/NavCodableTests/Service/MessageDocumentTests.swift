import NavCodable
import NavCore
import Testing

/// One element and one transition as documents a service sends and receives.
@Suite struct MessageDocumentTests {
  private let registry = recipesRegistry()

  @Test func anElementIsAPathDocumentOfOneElement() throws {
    let data = try registry.encodeElement(Recipe(id: 42, name: "Pie"), at: 3)
    #expect(
      text(data) == #"{"v":1,"t":["recipe"],"stack":[[0,{"id":42,"name":"Pie"}]]}"#)
    #expect(
      try registry.decodeElement(from: data, at: 3) == NavPath.Element(Recipe(id: 42, name: "Pie")))
    #expect(
      try registry.decodeElement(Recipe.self, from: data, at: 3) == Recipe(id: 42, name: "Pie"))
  }

  @Test func elementErrorsNameTheRealIndex() {
    let saved = #"{"v":1,"t":["recipe"],"stack":[[0,{"id":"x","name":"Pie"}]]}"#
    #expect(
      throwsDescription { try registry.decodeElement(from: data(saved), at: 5) }
        == #"payload mismatch at element 5 (tag "recipe") at $[5].payload.id: expected an integer, found string "x""#
    )
    #expect(
      throwsDescription { try registry.decodeElement(Category.self, from: data(saved), at: 5) }
        == #"payload mismatch at element 5 (tag "recipe") at $[5].payload.id: expected an integer, found string "x""#
    )
    #expect(
      throwsDescription { try registry.encodeElement(Secret(code: 1), at: 2) }?
        .hasPrefix("unregistered type at element 2 at $[2]: ") == true)
  }

  @Test func anElementDocumentHoldsExactlyOneElement() {
    let saved = #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"drinks"]]}"#
    #expect(
      throwsDescription { try registry.decodeElement(from: data(saved), at: 0) }
        == "malformed JSON at $.stack: expected one element, found 2")
  }

  @Test func aTypedElementOfAnotherTypeIsUnexpected() {
    let saved = #"{"v":1,"t":["category"],"stack":[[0,"mains"]]}"#
    #expect(
      throwsDescription { try registry.decodeElement(Recipe.self, from: data(saved), at: 4) }
        == #"unexpected type at element 4 (tag "category") at $[4]: the element is a NavCodableTests.Category, not a NavCodableTests.Recipe"#
    )
  }

  @Test func aTransitionIsAStateOfAPopCountAndThePushedElements() throws {
    let old: NavPath = [Category.desserts, Recipe(id: 1, name: "Tart")]
    let new: NavPath = [Category.desserts, Recipe(id: 7, name: "Pie"), 3]
    let change = old.transition(to: new)
    let data = try registry.encode(change)
    #expect(
      text(data)
        == #"{"v":1,"t":["recipe","Swift.Int"],"state":{"pop":1,"pushed":[[0,{"id":7,"name":"Pie"}],[1,3]]}}"#
    )
    let read = try registry.decode(PathTransition<NavPath.Element>.self, from: data)
    #expect(read == change)
    var applied = old
    applied.apply(read)
    #expect(applied == new)
  }

  @Test func typedTransitionsRoundTrip() throws {
    let change = TypedPath<Route>([.list]).transition(to: [.detail(3), .settings])
    let read = try registry.decode(PathTransition<Route>.self, from: registry.encode(change))
    #expect(read == change)
    #expect(read.popCount == 1)
  }

  @Test(arguments: [
    (
      #"{"v":1,"t":[],"stack":[]}"#,
      #"malformed JSON at $.stack: unexpected member"#
    ),
    (
      #"{"v":1,"t":[],"state":{"pushed":[]}}"#,
      #"malformed JSON at $.state: missing member "pop""#
    ),
    (
      #"{"v":1,"t":[],"state":{"pop":-1,"pushed":[]}}"#,
      "malformed JSON at $.state.pop: expected a number of elements to pop, found number -1"
    ),
    (
      #"{"v":1,"t":[],"state":{"pop":1,"pushed":[]},"x":0}"#,
      #"malformed JSON at $.x: unexpected member"#
    ),
  ])
  func malformedTransitionsSayWhere(saved: String, message: String) {
    #expect(
      throwsDescription {
        try registry.decode(PathTransition<NavPath.Element>.self, from: data(saved))
      }
        == message)
  }
}
