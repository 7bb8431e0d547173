/// A value as the `description`s of this package show it: short and readable, with text quoted
/// and an enum case written as its shorthand (`.detail(42)`, not `App.Route.detail(42)`); a
/// ``NavPath`` element as `42 as Int`.
///
/// The `debugDescription`s show `String(reflecting:)` instead, with module-qualified names.
package func shortDescription<Value>(of value: Value) -> String {
  if let element = value as? NavPath.Element { return element.description }
  return valueDescription(of: value)
}

/// A value as Swift code writes it where its type is known: text quoted, an enum case as its
/// shorthand (`.detail(42)`), anything else as its own `description`.
func valueDescription(of value: Any) -> String {
  if value is any StringProtocol || value is Character { return String(reflecting: value) }
  let described = String(describing: value)
  // An enum case printed by the default reflection reads `Module.Type.case(...)` in full.
  if String(reflecting: value) == String(reflecting: type(of: value)) + "." + described {
    return "." + described
  }
  return described
}

/// Values as a list of the `description`s of this package: `[.list, .detail(42)]`.
package func shortDescription<Values: Sequence>(ofList values: Values) -> String {
  "[" + values.map { shortDescription(of: $0) }.joined(separator: ", ") + "]"
}

/// Values as a list of the `debugDescription`s of this package: `[App.Route.list]`.
package func qualifiedDescription<Values: Sequence>(ofList values: Values) -> String {
  "[" + values.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}
