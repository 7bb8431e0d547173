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
/// Why it is public, apart from ``Transitionable``: users conform to it and constrain on it. A
/// presentation chain over an app's own base state conforms the base to push on its active
/// stack. It is not part of ``Transitionable`` because not every navigation value has a stack
/// that can always take a push: a ``SplitState``'s detail stack exists only while a selection
/// drives the detail column (see ``SplitState/updateDetail(_:)``).
public protocol ActiveStackProviding {
  /// The type of the stack that receives pushes.
  associatedtype ActiveStack: StackPath

  /// The stack that receives pushes.
  var activeStack: ActiveStack { get set }
}
