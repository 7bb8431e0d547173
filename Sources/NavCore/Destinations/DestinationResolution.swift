/// The screens for the elements of a path, with every element that has none.
///
/// ```swift
/// var path = NavPath()
/// path.append(Category.desserts)
/// path.append("pie")
/// path.append(7)
/// let resolution = registry.resolve(path)
/// resolution.screens  // [.category(.desserts), nil, .recipeNumber(7)]
/// resolution.dropped.map(\.location.elementIndex)  // [1]
/// resolution.isComplete  // false
/// ```
public struct DestinationResolution<Screen>: NavPartialResult {
  /// One entry per element of the path, root first: the element's screen, or `nil` where the
  /// element is a miss.
  public let screens: [Screen?]

  /// One error per element that has no screen, in path order.
  public let dropped: [DestinationError]
}

extension DestinationResolution: Sendable where Screen: Sendable {}
extension DestinationResolution: Equatable where Screen: Equatable {}
extension DestinationResolution: Hashable where Screen: Hashable {}
