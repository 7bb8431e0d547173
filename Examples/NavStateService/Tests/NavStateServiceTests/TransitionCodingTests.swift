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

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aTransitionIsWrittenAsTheLibrarysTransitionDocument() throws {
    #expect(
      text(try adapter.document(of: transition))
        == #"{"v":3,"t":["tab","recipe","step"],"state":{"tabs":null,"stackChanges":["#
        + #"{"tab":[0,"recipes"],"transition":{"pop":1,"pushed":[[1,42],[2,2]]}}],"#
        + #""switchedTab":[0,"settings"]}}"#)
  }

  @Test func aTransitionRoundTrips() throws {
    #expect(try adapter.transition(from: try adapter.document(of: transition)) == transition)
  }

  @Test func aTransitionSavedByVersion1IsMigrated() throws {
    let saved =
      #"{"v":1,"t":["tab","dish","category"],"state":{"tabs":null,"stackChanges":["#
      + #"{"tab":[0,"recipes"],"transition":{"pop":0,"pushed":[[2,"sweets"],[1,42]]}}],"#
      + #""switchedTab":null}}"#
    let expected = AppTransition(
      stackChanges: [
        .init(
          tab: .recipes,
          transition: PathTransition(
            popCount: 0,
            pushed: [NavPath.Element(Category.desserts), NavPath.Element(RecipeID(rawValue: 42))]))
      ], switchedTab: nil)
    #expect(try adapter.transition(from: Array(saved.utf8)) == expected)
  }

  @Test func aBadValueIsReportedAtItsPlaceInTheTransition() throws {
    let saved =
      #"{"v":3,"t":["tab","recipe"],"state":{"tabs":null,"stackChanges":["#
      + #"{"tab":[0,"recipes"],"transition":{"pop":0,"pushed":[[1,"pie"]]}}],"#
      + #""switchedTab":null}}"#
    let error = #expect(throws: NavCodingError.self) {
      try adapter.transition(from: Array(saved.utf8))
    }
    #expect(error?.kind == .payloadMismatch)
    #expect(
      error?.location.jsonPath?.description == "$.state.stackChanges[0].transition.pushed[0][1]")
  }

  @Test func applyingATransitionThatPopsMoreThanTheStackHoldsThrows() throws {
    #expect(throws: ServiceFailure.transitionDoesNotFit) {
      try adapter.applying(transition, to: RecipesDomain.initialState)
    }
  }

  @Test func aTransitionThatChangesTheTabSetWritesItAndRoundTrips() throws {
    let reshaped = AppTransition(
      tabs: ValueTransition(from: [.recipes], to: [.recipes, .settings]),
      stackChanges: [
        .init(
          tab: .settings,
          transition: PathTransition(popCount: 0, pushed: [.init(SettingsPane.units)]))
      ],
      switchedTab: .settings)
    let document = try adapter.document(of: reshaped)
    #expect(
      text(document)
        == #"{"v":3,"t":["tab","settings"],"state":{"tabs":{"from":[[0,"recipes"]],"#
        + #""to":[[0,"recipes"],[0,"settings"]]},"stackChanges":[{"tab":[0,"settings"],"#
        + #""transition":{"pop":0,"pushed":[[1,"units"]]}}],"switchedTab":[0,"settings"]}}"#)
    #expect(try adapter.transition(from: document) == reshaped)
    let before = AppState(tabs: [.recipes])
    let after = try adapter.applying(reshaped, to: before)
    #expect(after.tabs == [.recipes, .settings])
    #expect(after.selection == .settings)
    #expect(after.stack(for: .settings) == NavPath([SettingsPane.units]))
  }
}
