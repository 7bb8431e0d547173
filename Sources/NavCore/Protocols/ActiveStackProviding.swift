/// A navigation value with one stack that always receives pushes: a stack itself, the selected
/// tab's stack of a ``TabsState``, or the topmost presentation's stack of a
/// ``PresentationState``.
///
/// ```swift
/// tabs.activeStack.append(.detail(42))  // pushes on the selected tab
/// app.activeStack.append(.photos)       // pushes inside the topmost sheet
/// ```
///
/// ``PresentationState`` uses it to find where a push goes when nothing is presented.
///
/// A presentation chain over an app's own base state conforms the base, so that pushes go to its
/// active stack. A ``SplitState`` does not conform: its detail stack exists only while a
/// selection drives the detail column (see ``SplitState/updateDetail(_:)``).
public protocol ActiveStackProviding {
  /// The type of the stack that receives pushes.
  associatedtype ActiveStack: StackPath

  /// The stack that receives pushes.
  var activeStack: ActiveStack { get set }
}
