/// A navigation refusal of any state type, as the type of its kinds,
/// `NavErrorKind<AnyNavigationRefusal>`: ``NavigationRefusal/Kind`` of every state type.
///
/// Code that handles the refusals of navigators of several state types (an app's tabs and its
/// sheets, a service's users) names their kinds with it, without a state type:
///
/// ```swift
/// func report(_ kind: NavErrorKind<AnyNavigationRefusal>) {
///   if kind == .stateChanged { retry() } else { showAlert() }
/// }
/// report(tabsRefusal.kind)   // a NavigationRefusal<TabsState<…>>
/// report(stackRefusal.kind)  // a NavigationRefusal<NavPath>
/// ```
public enum AnyNavigationRefusal {}
