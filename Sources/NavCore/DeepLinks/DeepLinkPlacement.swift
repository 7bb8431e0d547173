/// Where a link's elements go when it is opened on an existing stack.
public enum DeepLinkPlacement: Hashable, Sendable {
  /// The link's stack replaces the current one; elements the two share at the bottom stay.
  case replacingStack
  /// The link's elements are pushed on top of the current stack.
  case onTopOfStack
}
