/// Which scope wins when several scopes along a path register a type for the same value.
///
/// A registration can declare destinations of its own, the way a pushed SwiftUI screen declares
/// `navigationDestination` modifiers; those apply to the elements pushed after it. When the root
/// and such a nested scope both handle a value, the rule decides:
///
/// ```swift
/// // The root maps Int to .number;
/// // the Category screen declares Int -> .recipeNumber.
/// // Path: [3, Category.desserts, 7]
/// // .innermostWins:
/// //   [.number(3), .category(.desserts), .recipeNumber(7)]
/// // .closestToRootWins:
/// //   [.number(3), .category(.desserts), .number(7)]
/// ```
///
/// Within one scope the rule plays no part: there the most specific registration wins (exact
/// type, then the nearest superclass, then a protocol).
///
/// A later release may add rules: pass one of the static members, and compare with `==` (a
/// `switch` over a rule needs a `default`).
public struct DestinationScopeRule: Hashable, Sendable, CustomStringConvertible {
  /// The member, as an enumeration the library switches over.
  enum Rule: String {
    case innermostWins, closestToRootWins
  }

  /// Which member this is.
  let rule: Rule

  /// The scope declared closest to the element wins, like a variable shadowing an outer one.
  ///
  /// This is the default: a screen that declares a destination for a type means it for the
  /// elements pushed on top of it.
  public static var innermostWins: Self { Self(rule: .innermostWins) }

  /// The scope closest to the root wins: SwiftUI's documented rule for duplicate
  /// `navigationDestination(for:)` registrations.
  ///
  /// Use it when porting SwiftUI code whose behaviour depends on that rule.
  public static var closestToRootWins: Self { Self(rule: .closestToRootWins) }

  /// The rule as its static member is written, as in `.closestToRootWins`.
  public var description: String { "." + rule.rawValue }
}
