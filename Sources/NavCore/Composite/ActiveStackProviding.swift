/// A navigation value with one stack that receives pushes: a stack itself, or the selected tab's
/// stack of a ``TabsState``.
///
/// ``PresentationState`` uses it to find its topmost stack when nothing is presented.
public protocol ActiveStackProviding {
  /// The type of the stack that receives pushes.
  associatedtype ActiveStack: StackPath

  /// The stack that receives pushes.
  var activeStack: ActiveStack { get set }
}

extension NavPath: ActiveStackProviding {
  /// The path itself.
  public var activeStack: NavPath {
    get { self }
    set { self = newValue }
  }
}

extension TypedPath: ActiveStackProviding {
  /// The path itself.
  public var activeStack: TypedPath {
    get { self }
    set { self = newValue }
  }
}
