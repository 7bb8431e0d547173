// The names of a layout's members and of the members its `build` closure receives before they
// were nested in `NavDocumentLayout`, kept so that code written against them compiles with a
// deprecation warning and a fix-it.

/// Renamed ``NavDocumentLayout/Member``.
@available(*, deprecated, renamed: "NavDocumentLayout.Member")
public typealias NavDocumentMember<State> = NavDocumentLayout<State>.Member

/// Renamed ``NavDocumentLayout/RestoredMembers``.
@available(*, deprecated, renamed: "NavDocumentLayout.RestoredMembers")
public typealias NavSavedMembers<State> = NavDocumentLayout<State>.RestoredMembers
