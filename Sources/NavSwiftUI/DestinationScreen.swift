#if canImport(SwiftUI)
  import NavCore
  import SwiftUI

  /// The screen of one element of a stack, or the fallback and report of a missing destination,
  /// with a back button that asks the guards while they stand.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  struct DestinationScreen<Screen, Destination: View, Fallback: View>: View {
    /// The element's screen, or why it has none.
    let screen: Result<Screen, DestinationError>
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
      switch screen {
      case .success(let screen):
        destination(screen)
      case .failure(let error):
        fallback(error).onAppear { report(error) }
      }
    }
  }

  extension DestinationRegistry {
    /// The screen of an element of a stack, or why it has none.
    func result<Stack: StackPath>(
      for element: Stack.Element, in stack: Stack
    ) -> Result<Screen, DestinationError> {
      Result { () throws(DestinationError) in try screen(for: element, in: stack) }
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
