import NavCore
import NavNavigator

/// The tour's navigator section: one owner of the stack, with a guard, a leave handler, a
/// transaction and history.
extension Tour {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor
  static func showNavigator() async {
    section("Navigator: one owner, a guard on an unsaved screen, transactions and history")
    let navigator = Navigator(NavPath(), historyCapacity: 10)
    navigator.onLeave { element in print("  left the screen of \(element)") }
    var hasUnsavedEdits = true
    navigator.addGuard(on: NavPath.Element(SettingsPane.account), label: "unsaved account edits") {
      _ in !hasUnsavedEdits  // or: await askTheUser("Discard your changes?")
    }
    // In async code, try await waits for each change and throws a guard's refusal (a button's
    // action calls the same operations without await).
    do {
      try await navigator.append(Category.desserts)
      try await navigator.append(RecipeID(rawValue: 42))
      try await navigator.append(SettingsPane.account)
      StackPrinter.show("append(_:) three times", navigator.state)
      try await navigator.popToRoot()
    } catch {
      print("popToRoot() refused: \(error)")
    }
    hasUnsavedEdits = false
    do {
      try await navigator.transaction { path in
        path.removeLast()
        path.append(2)
      }
      StackPrinter.show(
        "after saving, one transaction pops and pushes as one change", navigator.state)
      try await navigator.back()
      StackPrinter.show("back(): the state before the transaction", navigator.state)
    } catch {
      print("refused: \(error)")
    }
  }
}
