internal import NavCore

/// Returns `value` as a `Target` when its static type is exactly `Target`.
///
/// A metatype comparison instead of a dynamic cast: encoding and decoding check every nested
/// value against a few scalar types, and `as?` is an order of magnitude slower on that path.
@inline(__always)
func exactCast<Value, Target>(_ value: Value, to target: Target.Type) -> Target? {
  guard Value.self == Target.self else { return nil }
  return identityCast(value, to: Target.self)
}
