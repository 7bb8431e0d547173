/// Returns `value` as `Target`, which is its own type: the one cast of generic code that has
/// already compared metatypes (`Element.self == NavPath.Element.self`) and now holds a value of a
/// type parameter it knows to be that type.
///
/// The cast is sound because two metatypes compare equal only for one and the same type, so a
/// value of `Value` *is* a value of `Target`: the same size, layout and ownership, and
/// `unsafeBitCast` reinterprets nothing, where `value as! Target` is a dynamic cast. Debug builds
/// check the identity; a caller that cannot prove it (a subclass instance, say) casts with `as!`
/// instead.
///
/// ```swift
/// if Element.self == NavPath.Element.self {
///   return identityCast(elements, to: [NavPath.Element].self)
/// }
/// ```
///
/// - Parameters:
///   - value: A value whose type is `Target`, spelled by another type parameter.
///   - target: The type of `value`.
/// - Returns: `value`, typed `Target`.
/// - Precondition: `Value` and `Target` are the same type (checked in debug builds).
@inlinable
@inline(__always)
package func identityCast<Value, Target>(_ value: Value, to target: Target.Type) -> Target {
  assert(Value.self == Target.self, "identityCast: \(Value.self) is not \(Target.self)")
  return unsafeBitCast(value, to: Target.self)
}
