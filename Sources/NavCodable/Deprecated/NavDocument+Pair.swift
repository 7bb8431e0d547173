// The name of a stack document's element before it merged with the element migrations see,
// kept so that code written against it compiles with a deprecation warning and a fix-it.

extension NavDocument {
  /// Renamed ``NavSavedElement``, which spells out the element's tag where a pair gave its
  /// position in ``NavDocument/tags``.
  @available(*, deprecated, renamed: "NavSavedElement")
  public typealias Pair = NavSavedElement
}
