/// Where a link's elements go when it is opened on an existing stack.
///
/// A later release may add placements: pass one of the static members, and compare with `==`
/// (a `switch` over a placement needs a `default`).
///
/// ```swift
/// try path.open(link, with: table, placement: .onTopOfStack)
/// ```
public struct DeepLinkPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The member, as an enumeration the library switches over.
  enum Placement: String {
    case replacingStack, onTopOfStack
  }

  /// Which member this is.
  let placement: Placement

  /// The link's stack replaces the current one; elements the two share at the bottom stay.
  public static var replacingStack: Self { Self(placement: .replacingStack) }

  /// The link's elements are pushed on top of the current stack.
  public static var onTopOfStack: Self { Self(placement: .onTopOfStack) }

  /// The placement as its static member is written, as in `.onTopOfStack`.
  public var description: String { "." + placement.rawValue }
}
