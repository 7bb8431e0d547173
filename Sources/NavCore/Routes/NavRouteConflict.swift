/// Why a route cannot be declared: its type already has one.
///
/// A declaration is the app's own code, never outside data:
/// ``NavRoutes/route(_:link:destinations:screen:)`` traps with this description, and
/// ``NavRoutes/tryRoute(_:link:destinations:screen:)`` throws it.
///
/// ```swift
/// var routes = NavRoutes<Screen>()
/// routes.route(Recipe.self) { .recipe($0.id) }
/// do {
///   try routes.tryRoute(Recipe.self) { .recipe($0.id) }
/// } catch {
///   print(error)       // Recipe already has a route
///   error.kind.code    // "typeAlreadyRouted"
/// }
/// ```
public struct NavRouteConflict: NavError, Hashable, Sendable {
  /// What conflicts; compare with `==`, or read its ``code``. Every kind is the caller's fault.
  ///
  /// A struct rather than an enum so that new kinds are not a breaking change.
  public struct Kind: NavErrorKind {
    /// The kind's stable, machine-readable name: the name of its static member.
    public let code: String

    /// Always ``NavErrorFault/caller``: declaring routes is the app's own code.
    public var fault: NavErrorFault { .caller }

    /// The type already has a route in these routes.
    public static let typeAlreadyRouted = Kind(code: "typeAlreadyRouted")
  }

  /// What conflicts.
  public let kind: Kind

  /// A sentence that names the type, as in `Recipe already has a route`.
  public let description: String
}
