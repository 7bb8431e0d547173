#if canImport(SwiftUI)
  import NavCore
  import SwiftUI

  /// The screen of one element of a stack, resolved through a registry, with the fallback and
  /// report of a missing destination, and a back button that asks the guards while they stand.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  struct DestinationScreen<Stack: StackPath, Screen, Destination: View, Fallback: View>: View {
    let element: Stack.Element
    let stack: Stack
    let destinations: DestinationRegistry<Screen>
    let destination: (Screen) -> Destination
    let fallback: (DestinationError) -> Fallback
    let report: (DestinationError) -> Void
    /// The back button that replaces the system's, or `nil` when no guard stands.
    let guardedBack: GuardedBack?

    var body: some View {
      resolved
        .navigationBarBackButtonHidden(guardedBack != nil)
        .toolbar {
          ToolbarItem(placement: .backButton) {
            if let guardedBack {
              Button(guardedBack.title, action: guardedBack.pop)
            }
          }
        }
    }

    @ViewBuilder private var resolved: some View {
      switch Result(catching: { () throws(DestinationError) in
        try destinations.screen(for: element, in: stack)
      }) {
      case .success(let screen):
        destination(screen)
      case .failure(let error):
        fallback(error).onAppear { report(error) }
      }
    }
  }

  /// A back button that asks a navigator's guards: shown while popping the top of its stack is
  /// guarded, in place of the system's, which would not ask.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  struct GuardedBack {
    /// The button's title.
    let title: String
    /// Pops the top of the stack through the navigator.
    let pop: @MainActor () -> Void
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  extension ToolbarItemPlacement {
    /// Where a back button goes: the navigation placement, or on watchOS, which has none, the
    /// cancellation action's.
    static var backButton: ToolbarItemPlacement {
      #if os(watchOS)
        .cancellationAction
      #else
        .navigation
      #endif
    }
  }
#endif
