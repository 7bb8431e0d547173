#if canImport(SwiftUI)
  import NavCore
  import NavNavigator
  import Observation
  import SwiftUI

  /// A recipe editor whose unsaved edits a guard keeps: while there are edits, leaving asks the
  /// user first, by the back button, the swipe back or a tab tapped again alike.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct RecipeEditor: View {
    let navigator: Navigator<AppNavigation>
    let recipe: RecipeID
    @State private var hasUnsavedEdits = false
    @State private var discard = Confirmation()

    var body: some View {
      Button(hasUnsavedEdits ? "Save" : "Change the title") { hasUnsavedEdits.toggle() }
        .onAppear(perform: guardEdits)
        .alert("Discard your edits?", isPresented: discard.isAsking) {
          Button(role: .destructive) {
            discard.answer(true)
          } label: {
            Text("Discard")
          }
          Button(role: .cancel) {
            discard.answer(false)
          } label: {
            Text("Keep editing")
          }
        }
    }

    /// Asks the user before the editor leaves while it has edits; the navigator drops the guard
    /// when the editor leaves.
    private func guardEdits() {
      let editor = NavPath.Element(Edit(recipe: recipe))
      navigator.addGuard(on: editor, label: "unsaved edits") { _ in
        guard hasUnsavedEdits else { return true }
        return await discard.ask()
      }
    }
  }

  /// A question put to the user by an alert, answered asynchronously.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  @Observable
  final class Confirmation {
    private var pending: CheckedContinuation<Bool, Never>?

    /// Whether the alert is shown, for `alert(_:isPresented:actions:)`.
    var isAsking: Binding<Bool> {
      Binding(
        get: { @MainActor in self.pending != nil },
        set: { @MainActor isShown in if !isShown { self.answer(false) } })
    }

    /// Shows the alert and waits for the answer.
    func ask() async -> Bool {
      await withCheckedContinuation { pending = $0 }
    }

    /// Answers the question and hides the alert.
    func answer(_ yes: Bool) {
      pending?.resume(returning: yes)
      pending = nil
    }
  }
#endif
