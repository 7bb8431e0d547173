import NavCore
import NavNavigator
import Observation

/// Whether the observers of a navigator's `state` are told to read it again while `body` runs:
/// what makes SwiftUI draw the state again after a write it did not take.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func observersAreTold<State>(
  by navigator: Navigator<State>, while body: () -> Void
) -> Bool {
  let told = Flag()
  withObservationTracking {
    _ = navigator.state
  } onChange: {
    told.isSet = true
  }
  body()
  return told.isSet
}

/// A flag set from an observation's `onChange`, which runs on the thread of the mutation, inside
/// the body of `observersAreTold(by:while:)`.
private final class Flag: @unchecked Sendable {
  var isSet = false
}

/// The tabs of the tests' tab view.
enum AppTab: Hashable, Sendable { case recipes, search }

/// What the tests present in sheets and covers.
enum Modal: Hashable, Sendable {
  case editor(Int)
  case settings
}

/// The sidebar of the tests' split view.
enum Category: Hashable, Sendable { case desserts, mains }
