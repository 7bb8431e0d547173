/// A handle on a guard or a leave handler registered with a ``Navigator``; pass it to
/// ``Navigator/remove(_:)`` to unregister.
///
/// Registrations are unique within one navigator and are never reused.
public struct NavigatorRegistration: Hashable, Sendable {
  /// The number of the registration, from 1, in registration order.
  let number: Int
}

extension NavigatorRegistration: CustomStringConvertible {
  /// The registration's number, as in `registration #3`.
  public var description: String {
    "registration #\(number)"
  }
}
