// Names that snapshots of `main` used before 1.0, kept so that code written against them
// compiles with a deprecation warning and a fix-it to the new name.

/// Renamed ``ValueTransition``.
@available(*, deprecated, renamed: "ValueTransition")
public typealias ValueChange<Value: Hashable> = ValueTransition<Value>

extension ValueTransition {
  /// Renamed ``old``.
  @available(*, deprecated, renamed: "old")
  public var from: Value {
    get { old }
    set { old = newValue }
  }

  /// Renamed ``new``.
  @available(*, deprecated, renamed: "new")
  public var to: Value {
    get { new }
    set { new = newValue }
  }
}

/// Renamed ``ModalPresentation``.
@available(*, deprecated, renamed: "ModalPresentation")
public typealias Presentation<Destination: Hashable, Stack: StackPath> =
  ModalPresentation<Destination, Stack>

/// Renamed ``ModalPresentationStyle``.
@available(*, deprecated, renamed: "ModalPresentationStyle")
public typealias PresentationStyle = ModalPresentationStyle

/// Renamed ``NavSplitViewVisibility``.
@available(*, deprecated, renamed: "NavSplitViewVisibility")
public typealias ColumnVisibility = NavSplitViewVisibility

/// Renamed ``SplitViewLayout``.
@available(*, deprecated, renamed: "SplitViewLayout")
public typealias SplitLayout = SplitViewLayout

/// Renamed ``NavReconciliation``.
@available(*, deprecated, renamed: "NavReconciliation")
public typealias Reconciliation<State: Transitionable> = NavReconciliation<State>

extension DestinationResolution {
  /// Renamed ``dropped``.
  @available(*, deprecated, renamed: "dropped")
  public var misses: [DestinationError] { dropped }
}

extension TabSelectionOutcome {
  /// Renamed ``unchanged``, the name `SplitSelectionOutcome` and `NavigationOutcome` give it.
  @available(*, deprecated, renamed: "unchanged")
  public static var alreadySelected: Self { .unchanged }
}
