/// Why a value on a path has no screen: nothing handles its type, or two protocol registrations do.
///
/// The error names the element's position, its type, and every type registered at that depth, so
/// a dead link reads as a fix to make rather than a blank screen:
///
/// ```swift
/// var path = NavPath()
/// path.append(Category.desserts)
/// path.append("pie")
/// do {
///   _ = try registry.screens(for: path)
/// } catch {
///   print(error)
///   // No destination for element 1 of type String: nothing registered at
///   // that depth handles it. Registered there: Category, Int.
/// }
/// ```
///
/// ``DestinationRegistry/resolve(_:)-(StackPath)`` reports the same errors as a list of misses
/// instead of throwing the first one.
public struct DestinationError: NavError, Hashable, Sendable {
  /// The kind of miss, one static member per kind: compare with `==`, or read its stable
  /// ``NavErrorKind/code`` and its ``NavErrorKind/fault``, the caller's (an ambiguous
  /// registration) or the data's (a value nothing registers).
  public typealias Kind = NavErrorKind<DestinationError>

  /// The stable name of this error type, `NavCore.DestinationError`.
  public var domain: String { "NavCore.DestinationError" }

  /// The kind of miss.
  public let kind: Kind

  /// Where the miss is: the element's position on the path, its
  /// ``NavErrorLocation/elementIndex``, 0 being the element above the root.
  ///
  /// For a value asked about on top of a path (``DestinationRegistry/screen(for:on:)-(_,Path)``)
  /// this is the position it would take: the path's count.
  public var location: NavErrorLocation { NavErrorLocation(elementIndex: index) }

  /// The element's position on the path.
  let index: Int

  /// The short name of the element's dynamic type, as in `Int` or `Category`.
  let typeName: String

  /// The types and protocols registered in the scopes in effect at that depth, sorted by name,
  /// each once; protocols read as in `any Named`.
  let registeredTypeNames: [String]

  /// For an ``NavErrorKind/ambiguous`` miss, the protocols that matched in the deciding scope,
  /// sorted by name; otherwise empty.
  let candidateTypeNames: [String]
}

extension DestinationError {
  /// A sentence that names the element, its type, and what to register.
  ///
  /// ```
  /// No destination for element 2 of type Int: nothing registered at that
  /// depth handles it. Registered there: Category, String.
  /// ```
  public var description: String {
    let element = "element \(index) of type \(typeName)"
    guard kind == .ambiguous else {
      let registered =
        registeredTypeNames.isEmpty
        ? "Nothing is registered there."
        : "Registered there: \(registeredTypeNames.joined(separator: ", "))."
      return "No destination for \(element): nothing registered at that depth handles it. "
        + registered
    }
    return "Ambiguous destination for \(element): it conforms to "
      + "\(candidateTypeNames.joined(separator: " and ")), registered in the same scope. "
      + "Register \(typeName) in that scope to choose."
  }
}

extension NavErrorKind where Failure == DestinationError {
  /// No scope at that depth registers the value's type, a superclass of it, or a protocol it
  /// conforms to.
  public static var unregistered: Self { Self(code: "unregistered", fault: .data(.unprocessable)) }

  /// The value is handled only through protocols, and the deciding scope registers two or more
  /// protocols it conforms to. Register the value's own type in that scope to choose.
  public static var ambiguous: Self { Self(code: "ambiguous", fault: .caller) }
}
