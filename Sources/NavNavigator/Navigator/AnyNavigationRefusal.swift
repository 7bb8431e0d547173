/// A navigation refusal of any state type, as the type of its kinds,
/// `NavErrorKind<AnyNavigationRefusal>`: ``NavigationRefusal/Kind`` of every state type.
///
/// ```swift
/// let kind: NavigationRefusal<NavPath>.Kind = .refusedByGuard
/// kind == NavigationRefusal<TypedPath<Int>>.Kind.refusedByGuard  // true
/// ```
public enum AnyNavigationRefusal {}
