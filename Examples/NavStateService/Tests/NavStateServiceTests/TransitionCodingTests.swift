import Foundation
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct TransitionCodingTests {
  private let adapter = NavAdapter(registry: RecipesDomain.types)

  private var transition: AppTransition {
    AppTransition(
      stackChanges: [
        .init(
          tab: .recipes,
          transition: PathTransition(
            popCount: 1, pushed: [NavPath.Element(RecipeID(rawValue: 42)), NavPath.Element(2)]))
      ], switchedTab: .settings)
  }

  @Test func aTransitionIsWrittenInTheDocumentsStyle() throws {
    #expect(
      "\(try adapter.json(of: transition))"
        == #"{"version":3,"tags":["tab","recipe","step"],"stackChanges":["#
        + #"{"tab":[0,"recipes"],"popCount":1,"pushed":[[1,42],[2,2]]}],"switchedTab":[0,"settings"]}"#
    )
  }

  @Test func aTransitionRoundTrips() throws {
    #expect(try adapter.transition(from: try adapter.json(of: transition)) == transition)
  }

  @Test func aTransitionSavedByVersion1IsMigrated() throws {
    let saved: JSONValue = [
      "version": 1, "tags": ["tab", "dish", "category"],
      "stackChanges": [
        ["tab": [0, "recipes"], "popCount": 0, "pushed": [[2, "sweets"], [1, 42]]]
      ],
      "switchedTab": nil,
    ]
    let expected = AppTransition(
      stackChanges: [
        .init(
          tab: .recipes,
          transition: PathTransition(
            popCount: 0,
            pushed: [NavPath.Element(Category.desserts), NavPath.Element(RecipeID(rawValue: 42))]))
      ], switchedTab: nil)
    #expect(try adapter.transition(from: saved) == expected)
  }

  @Test func aBadValueIsReportedAtItsPlaceInTheTransition() throws {
    let saved: JSONValue = [
      "version": 3, "tags": ["tab", "recipe"],
      "stackChanges": [["tab": [0, "recipes"], "popCount": 0, "pushed": [[1, "pie"]]]],
      "switchedTab": nil,
    ]
    let error = #expect(throws: NavCodingError.self) { try adapter.transition(from: saved) }
    #expect(error?.jsonPath?.description == "$.stackChanges[0].pushed[0][1]")
  }

  @Test func applyingATransitionThatPopsMoreThanTheStackHoldsThrows() throws {
    #expect(throws: NavCodingError.self) {
      try adapter.applying(transition, to: RecipesDomain.initialState)
    }
  }

  @Test func aTransitionThatChangesTheTabSetWritesItAndRoundTrips() throws {
    let reshaped = AppTransition(
      tabs: ValueChange(from: [.recipes], to: [.recipes, .settings]),
      stackChanges: [
        .init(
          tab: .settings,
          transition: PathTransition(popCount: 0, pushed: [.init(SettingsPane.units)]))
      ],
      switchedTab: .settings)
    let json = try adapter.json(of: reshaped)
    #expect(
      "\(json)"
        == #"{"version":3,"tags":["tab","settings"],"tabs":{"from":[[0,"recipes"]],"#
        + #""to":[[0,"recipes"],[0,"settings"]]},"stackChanges":[{"tab":[0,"settings"],"#
        + #""popCount":0,"pushed":[[1,"units"]]}],"switchedTab":[0,"settings"]}"#)
    #expect(try adapter.transition(from: json) == reshaped)
    let before = AppState(tabs: [.recipes])
    let after = try adapter.applying(reshaped, to: before)
    #expect(after.tabs == [.recipes, .settings])
    #expect(after.selection == .settings)
    #expect(after.stack(for: .settings) == NavPath([SettingsPane.units]))
  }
}
