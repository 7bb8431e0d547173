// The names of a saved element before `NavDocument.Pair` (a tag position and a payload) and
// `NavSavedElement` (a tag and a payload) became one type, kept so that code written against
// them compiles with a deprecation warning and a fix-it.

/// Renamed ``NavDocument/Element``.
@available(*, deprecated, renamed: "NavDocument.Element")
public typealias NavSavedElement = NavDocument.Element

extension NavDocument {
  /// Renamed ``NavDocument/Element``, which spells out the element's tag where a pair gave its
  /// position in ``NavDocument/tags``.
  @available(*, deprecated, renamed: "NavDocument.Element")
  public typealias Pair = Element
}
