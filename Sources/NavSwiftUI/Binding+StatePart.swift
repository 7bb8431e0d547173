#if canImport(SwiftUI)
  public import NavCore
  public import SwiftUI

  extension Binding where Value: Sendable {
    /// A binding to a part of the navigation state this binding holds: what a tab view, a split
    /// view's list or a stack inside either binds to when the state is the app's own.
    ///
    /// A write goes through the part, which reads it as the change it is (a tab tapped again pops
    /// its stack to its root; a new sidebar selection returns the detail to its root):
    ///
    /// ```swift
    /// @State private var tabs = TabsState<AppTab, NavPath>(
    ///   tabs: [.recipes, .search])
    ///
    /// TabView(selection: $tabs[.selection()]) {
    ///   NavigationStack(path: $tabs[.stack(for: .recipes)]) { RecipesRoot() }
    ///     .tag(AppTab.recipes)
    /// }
    /// ```
    ///
    /// - Parameter part: The part of the state.
    public subscript<Part: Sendable>(part: StatePart<Value, Part>) -> Binding<Part> {
      Binding<Part>(
        get: { part.value(in: wrappedValue) },
        set: { part.write($0, into: &wrappedValue) })
    }
  }
#endif
