/// What restoring does when some elements or values of a saved document cannot be restored.
///
/// Whatever the policy, a document that cannot be read at all (malformed JSON outside the elements,
/// an envelope of the wrong shape, an unsupported version, a failed migration, an exceeded limit)
/// is an error.
public enum NavDecodingPolicy: Sendable, Hashable {
  /// All or nothing: the first element that cannot be restored is an error.
  case strict
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
  case prefix
}
