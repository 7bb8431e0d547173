/// Where a link route opens: on top of a value of one of the types whose screens declare it, for
/// a route that ``NavRoutes`` took from a nested `destinations:` scope.
///
/// A screen's nested routes show only above it (the scopes of ``DestinationRegistry``); their
/// links open only there too, so a link never opens a stack that no screen shows.
struct DeepLinkScope: Sendable {
  /// A type whose screen declares the route.
  struct Parent: Sendable {
    /// The type's identity.
    let type: ObjectIdentifier

    /// The type's short name, for messages.
    let name: String
  }

  /// The types whose screens declare the route, in declaration order, each once.
  private(set) var parents: [Parent]

  /// The scope of a route declared by the screen of `type`.
  init(declaredBy type: Any.Type) {
    parents = [Parent(type: ObjectIdentifier(type), name: _typeName(type, qualified: false))]
  }

  /// Adds the parents of `other`: the route is declared by one more screen.
  mutating func join(_ other: DeepLinkScope) {
    for parent in other.parents where !parents.contains(where: { $0.type == parent.type }) {
      parents.append(parent)
    }
  }

  /// Whether the route opens above values of the types in `below`.
  func isOpen(above below: DeepLinkScope.Below) -> Bool {
    parents.contains { below.types.contains($0.type) }
  }

  /// Where the route opens, for messages: `in the scope of Recipe, above a Recipe`.
  var requirement: String {
    let names = alternatives(parents.map(\.name))
    guard parents.count == 1 else { return "in the scope of \(names), above one of their values" }
    return "in the scope of \(names), above a \(names)"
  }
}

extension DeepLinkScope {
  /// The types of the values below a point of a stack, superclasses included, that tell which
  /// scoped routes open there.
  struct Below {
    /// The identities of the types.
    private(set) var types: Set<ObjectIdentifier> = []

    /// Adds the type of a value, and its superclasses.
    mutating func insert(_ type: Any.Type) {
      guard types.insert(ObjectIdentifier(type)).inserted else { return }
      var ancestor: AnyClass? = _getSuperclass(type)
      while let superclass = ancestor {
        types.insert(ObjectIdentifier(superclass))
        ancestor = _getSuperclass(superclass)
      }
    }

    /// Adds the type of an element: the type of the value a ``NavPath`` element wraps, or the
    /// element's own type.
    mutating func insert<Element>(element: Element) {
      if let element = element as? NavPath.Element {
        insert(type(of: element.base))
      } else {
        insert(type(of: element as Any))
      }
    }

    /// The types of `elements`.
    init<Elements: Sequence>(_ elements: Elements) {
      for element in elements { insert(element: element) }
    }
  }
}
