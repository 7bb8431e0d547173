#if canImport(SwiftUI)
  public import NavCore
  public import NavNavigator
  public import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Navigator {
    /// A binding to a part of the navigator's state, whose writes reach the navigator as the
    /// changes they are: what SwiftUI's navigation containers bind to.
    ///
    /// A write is applied with ``NavNavigator/Navigator/write(_:to:isolation:)``: the guards of
    /// what it removes are asked, and when the state does not take the write (a guard refused it,
    /// or it waits for one), the container is drawn from the state again.
    ///
    /// ```swift
    /// NavigationStack(path: navigator.binding(.stack)) { RecipesRoot() }
    /// TabView(selection: tabs.binding(.selection())) { ... }
    /// ```
    ///
    /// - Parameter part: The part of the state.
    /// - Returns: A binding that reads the part and writes it through the navigator.
    @MainActor
    public func binding<Value: Equatable & Sendable>(
      _ part: StatePart<State, Value>
    ) -> Binding<Value> {
      Binding(
        get: { @MainActor in part.value(in: self.state) },
        set: { @MainActor value in self.write(value, to: part) })
    }
  }
#endif
