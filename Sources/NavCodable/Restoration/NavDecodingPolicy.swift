/// What restoring does when some elements or values of a saved document cannot be restored.
///
/// Whatever the policy, a document that cannot be read at all (malformed JSON outside the elements,
/// an envelope of the wrong shape, an unsupported version, a failed migration, an exceeded limit)
/// is an error.
///
/// A later release may add policies: pass one of the static members, and compare with `==`
/// (a `switch` over a policy needs a `default`).
///
/// ```swift
/// let restoration = try registry.restore(
///   NavPath.self, from: saved, policy: .prefix)
/// ```
public struct NavDecodingPolicy: Sendable, Hashable, CustomStringConvertible {
  /// The member, as an enumeration the library switches over.
  enum Rule: String {
    case strict, prefix
  }

  /// Which member this is.
  let rule: Rule

  /// All or nothing: the first element that cannot be restored is an error.
  public static var strict: Self { Self(rule: .strict) }

  /// Restore the longest valid prefix of the stack, from the root up to the first element that
  /// cannot be restored, and report every element dropped and why.
  ///
  /// This includes documents in NavCodable's format that are cut short or corrupted inside their
  /// elements (a write interrupted half way): the elements complete before the damage are
  /// restored, and the report names the first damaged element. In a whole-app document this
  /// holds for damage in the last stack the document writes (the last tab's, the topmost
  /// presentation's): damage anywhere else loses members the state needs, and is an error.
  ///
  /// An element is never dropped from the middle of the stack while later ones are kept: that
  /// would build a stack the user never saw.
  public static var prefix: Self { Self(rule: .prefix) }

  /// The policy as its static member is written, as in `.prefix`.
  public var description: String { "." + rule.rawValue }
}
