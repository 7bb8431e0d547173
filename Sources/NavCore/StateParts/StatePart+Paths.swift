extension StatePart where State: StackPath, Value == State {
  /// The whole of a stack: what `NavigationStack(path:)` binds to.
  ///
  /// A write is read as the pops and pushes that turn the shown stack into the written one: a
  /// link's push (`path + [x]`), the back button's `removeLast()`, a pop to root.
  ///
  /// ```swift
  /// let stack = StatePart<NavPath, NavPath>.stack
  /// stack.write(path + [RecipeID(rawValue: 7)], into: &path)
  /// ```
  public static var stack: StatePart {
    .stack(read: { $0 }, update: { state, body in body(&state) })
  }
}
