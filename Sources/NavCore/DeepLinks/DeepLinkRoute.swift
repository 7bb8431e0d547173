/// One row of a ``DeepLinkTable``: a pattern and the element of the stack it stands for, both ways.
///
/// The closures' parameters are the pattern's parameters in order (path parameters, then query
/// items), each of a ``DeepLinkParameter`` type. `parse` builds the element from them; `print`
/// takes an element apart again, or returns `nil` when the element is not this route's.
///
/// `parse` is also the route's validation hook: it may refuse values by returning `nil`, or by
/// throwing a ``DeepLinkRejection`` whose reason reaches the ``DeepLinkError``. The same hook runs
/// when a link is read and when an element from elsewhere is checked with
/// ``DeepLinkTable/validate(_:)`` or printed with `link(for:)`:
///
/// ```swift
/// DeepLinkRoute<Route>("/recipe/:id") {
///   (id: Int) throws(DeepLinkRejection) in
///   guard id > 0 else {
///     throw DeepLinkRejection("recipe ids start at 1")
///   }
///   return .recipe(id)
/// } print: {
///   if case .recipe(let id) = $0 { id } else { nil }
/// }
/// ```
///
/// ```swift
/// enum Route: Hashable, Sendable {
///   case category(String), recipe(Int), settings
/// }
///
/// let category = DeepLinkRoute<Route>("/category/:name") { (name: String) in
///   .category(name)
/// } print: {
///   if case .category(let name) = $0 { name } else { nil }
/// }
/// let settings = DeepLinkRoute<Route>("/settings", value: .settings)
/// ```
///
/// In a table of ``NavPath`` elements, routes are declared for each value type instead; see
/// ``init(_:to:parse:print:)``.
public struct DeepLinkRoute<Element: Hashable & Sendable>: Sendable {
  /// Why the values of a matched link did not make an element.
  @usableFromInline
  enum Failure: Error {
    /// Parameter `index` (in pattern order) failed: a reason, or `nil` when it was left out.
    case parameter(index: Int, reason: String?)
    /// `parse` returned `nil` (no reason) or threw a rejection.
    case rejected(reason: String?)
  }

  /// The pattern this route matches and prints.
  @usableFromInline
  package let pattern: DeepLinkPattern

  /// What each parameter expects, in pattern order, for error messages.
  @usableFromInline
  let expectations: [String]

  /// Whether each parameter reads a text, in pattern order: what lets a table prove, when it is
  /// built, that a parameter never prints as another route's literal segment. For a route with
  /// one parameter this runs `parse` too, so a route can refuse a text (such as `new` for a
  /// `/recipe/:slug` beside `/recipe/new`) and be accepted beside the literal; otherwise it asks
  /// the parameter's type alone.
  @usableFromInline
  let reads: [@Sendable (String) -> Bool]

  /// Builds the element from the parameters' texts in pattern order; `nil` for a missing query item.
  @usableFromInline
  let make: @Sendable ([String?]) throws(Failure) -> Element

  /// Writes the parameters' texts in pattern order into a buffer that printing reuses from one
  /// element to the next, or returns `false` (leaving the buffer as it was) when the element is
  /// not this route's.
  @usableFromInline
  let texts: @Sendable (Element, inout [String?]) -> Bool

  /// Where the route opens, for a route that ``NavRoutes`` took from a nested scope; `nil` for
  /// a route that opens anywhere.
  var scope: DeepLinkScope?

  /// Creates a route from a pattern and the two directions between its parameters and an element.
  ///
  /// - Parameters:
  ///   - pattern: The pattern, such as `"/recipe/:id?servings"`.
  ///   - parse: Builds the element from the parameters, or refuses them: returns `nil`, or throws
  ///     a ``DeepLinkRejection`` that says why.
  ///   - print: Takes an element apart into the parameters, or returns `nil` when the element is
  ///     not this route's. Parsing what it returns must give the element back.
  /// - Precondition: The closures take as many parameters as the pattern declares.
  @inlinable
  public init<each Parameter: DeepLinkParameter>(
    _ pattern: DeepLinkPattern,
    parse: @escaping @Sendable (repeat each Parameter) throws(DeepLinkRejection) -> Element?,
    print: @escaping @Sendable (Element) -> (repeat each Parameter)?
  ) {
    var expectations: [String] = []
    var reads: [@Sendable (String) -> Bool] = []
    for type in repeat (each Parameter).self {
      expectations.append(type.deepLinkExpectation)
      reads.append { text in (try? type.init(deepLinkText: text)) != nil }
    }
    precondition(
      expectations.count == pattern.parameterCount,
      "DeepLinkRoute(\"\(pattern)\"): the pattern declares \(pattern.parameterCount) parameters "
        + "but the closures take \(expectations.count)")
    self.pattern = pattern
    self.expectations = expectations
    let make: @Sendable ([String?]) throws(Failure) -> Element = { texts throws(Failure) in
      var index = 0
      func next<Value: DeepLinkParameter>(_: Value.Type) throws(Failure) -> Value {
        defer { index += 1 }
        guard let text = texts[index] else {
          let optional = Value.self as? any DeepLinkOptionalParameter.Type
          guard let value = optional?.leftOut as? Value else {
            throw .parameter(index: index, reason: nil)
          }
          return value
        }
        do {
          return try Value(deepLinkText: text)
        } catch {
          throw .parameter(index: index, reason: error.reason)
        }
      }
      let values = (repeat try next((each Parameter).self))
      let element: Element?
      do throws(DeepLinkRejection) {
        element = try parse(repeat each values)
      } catch {
        throw .rejected(reason: error.reason)
      }
      guard let element else { throw .rejected(reason: nil) }
      return element
    }
    self.make = make
    self.reads = reads.count == 1 ? [{ text in (try? make([text])) != nil }] : reads
    texts = { element, texts in
      guard let values = print(element) else { return false }
      texts.removeAll(keepingCapacity: true)
      for value in repeat each values {
        texts.append(value.deepLinkText)
      }
      return true
    }
  }

  /// Creates a route for a pattern without parameters that stands for one fixed element.
  ///
  /// ```swift
  /// DeepLinkRoute<Route>("/settings", value: .settings)
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, such as `"/settings"`.
  ///   - value: The element it stands for.
  /// - Precondition: The pattern has no parameter.
  @inlinable
  public init(_ pattern: DeepLinkPattern, value: Element) {
    self.init(pattern, parse: { value }, print: { $0 == value ? () : nil })
  }
}

extension DeepLinkRoute where Element == NavPath.Element {
  /// Creates a route, in a table of ``NavPath`` elements, for the values of one type.
  ///
  /// ```swift
  /// let recipe = DeepLinkRoute<NavPath.Element>(
  ///   "/recipe/:id", to: Recipe.ID.self
  /// ) {
  ///   (id: Int) in Recipe.ID(id)
  /// } print: {
  ///   $0.rawValue
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, such as `"/recipe/:id?servings"`.
  ///   - type: The type of the values on the stack that this route stands for.
  ///   - parse: Builds the value from the parameters, or refuses them: returns `nil`, or throws a
  ///     ``DeepLinkRejection`` that says why.
  ///   - print: Takes a value apart into the parameters, or returns `nil` when another route
  ///     should print it. Parsing what it returns must give the value back.
  /// - Precondition: The closures take as many parameters as the pattern declares.
  @inlinable
  public init<Value: Hashable & Sendable, each Parameter: DeepLinkParameter>(
    _ pattern: DeepLinkPattern,
    to type: Value.Type,
    parse: @escaping @Sendable (repeat each Parameter) throws(DeepLinkRejection) -> Value?,
    print: @escaping @Sendable (Value) -> (repeat each Parameter)?
  ) {
    self.init(
      pattern,
      parse: { (values: repeat each Parameter) throws(DeepLinkRejection) in
        try parse(repeat each values).map(Element.init)
      },
      print: { (element: Element) in element.value(as: Value.self).flatMap(print) })
  }

  /// Creates a route, in a table of ``NavPath`` elements, for a pattern without parameters that
  /// stands for one fixed value.
  ///
  /// - Parameters:
  ///   - pattern: The pattern, such as `"/settings"`.
  ///   - value: The value it stands for.
  /// - Precondition: The pattern has no parameter.
  @inlinable
  public init<Value: Hashable & Sendable>(_ pattern: DeepLinkPattern, value: Value) {
    self.init(pattern, to: Value.self, parse: { value }, print: { $0 == value ? () : nil })
  }
}
