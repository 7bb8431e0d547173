/// A navigation value with one stack that receives pushes: a stack itself, or the selected tab's
/// stack of a ``TabsState``.
///
/// ``PresentationState`` uses it to find its topmost stack when nothing is presented.
///
/// Why it is public, apart from ``StackPath``: users conform to it and constrain on it. A
/// presentation chain over an app's own base state conforms the base to present from its active
/// stack; states with many stacks (tabs) provide one without being a stack themselves.
public protocol ActiveStackProviding {
  /// The type of the stack that receives pushes.
  associatedtype ActiveStack: StackPath

  /// The stack that receives pushes.
  var activeStack: ActiveStack { get set }
}
