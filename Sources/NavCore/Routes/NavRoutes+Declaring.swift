extension NavRoutes {
  /// Declares the route of a type in this scope: the screen that shows its values, the links
  /// that stand for them, the tag they are saved under, and the routes their screen declares.
  ///
  /// ```swift
  /// routes.route(
  ///   Recipe.self, tag: "recipe", aliases: ["dish"],
  ///   link: DeepLinkRoute("/recipe/:id") { (id: Int) in
  ///     Recipe(id: id)
  ///   } print: { $0.id },
  ///   DeepLinkRoute("/r/:id") { (id: Int) in Recipe(id: id) } print: { _ in
  ///     nil  // read only: the first link prints
  ///   },
  ///   destinations: steps
  /// ) { .recipe($0.id) }
  /// routes.route(AppTab.self, tag: "tab")  // saved, but not a screen
  /// ```
  ///
  /// A type may be declared again in a nested scope, with another screen (the scope rule of
  /// ``destinations`` decides which one shows) and more links; its tag is one for the whole app,
  /// given by one of its declarations only.
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - tag: The tag written for its values when a state is saved (with NavCodable), or `nil`
  ///     when they are not saved. The type must be `Codable` to have one.
  ///   - aliases: Other tags read as this type: older tags, other spellings of its name.
  ///   - link: The links that stand for one value, in order of preference: the first one that
  ///     prints a value prints it, and every one of them reads. None when the type has no link.
  ///   - destinations: The routes the screen declares: they apply to the elements pushed after a
  ///     value of this type, by the nearest-scope rules of ``DestinationRegistry``, so a type
  ///     needs a screen to declare them. Their tags join these routes', and so do their links,
  ///     which open and print only above a value of this type (or of another type that declares
  ///     the same routes); each joins once however many routes share it.
  ///   - screen: Makes the screen for a value, or `nil` for a type that is saved or linked but
  ///     shown by no screen of its own, such as a tab key.
  /// - Precondition: The declaration is valid; see ``RouteDeclarationError``. Use
  ///   ``tryRoute(_:tag:aliases:link:destinations:screen:)`` for a form that throws instead.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func route<Value: Hashable & Sendable>(
    _ type: Value.Type,
    tag: String? = nil,
    aliases: [String] = [],
    link: DeepLinkRoute<Value>...,
    destinations: NavRoutes? = nil,
    screen: (@Sendable (Value) -> Screen)? = nil
  ) {
    do {
      try declare(
        type, tag: tag, aliases: aliases, links: link, destinations: destinations, screen: screen)
    } catch {
      preconditionFailure("NavRoutes.route(\(String(reflecting: type)).self): \(error)")
    }
  }

  /// Declares the route of a type like ``route(_:tag:aliases:link:destinations:screen:)``,
  /// throwing instead of trapping on a mistake; on failure the routes are unchanged.
  ///
  /// ```swift
  /// try routes.tryRoute(Recipe.self, tag: "recipe") { .recipe($0.id) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the values on the stack.
  ///   - tag: The tag written for its values when a state is saved, or `nil`.
  ///   - aliases: Other tags read as this type.
  ///   - link: The links that stand for one value, in order of preference.
  ///   - destinations: The routes the screen declares for the elements pushed after it.
  ///   - screen: Makes the screen for a value, or `nil` for a type no screen shows.
  /// - Throws: ``RouteDeclarationError`` of kind
  ///   ``NavErrorKind/typeAlreadyDeclared`` when this scope already declares the
  ///   type or another scope gives it a tag too,
  ///   ``NavErrorKind/destinationsWithoutScreen`` for destinations without a screen,
  ///   ``NavErrorKind/tagAlreadyDeclared`` when a tag is another type's,
  ///   ``NavErrorKind/repeatedTag`` when a tag is given twice,
  ///   ``NavErrorKind/missingTag`` for aliases without a tag, or
  ///   ``NavErrorKind/typeNotCodable`` for a tag on a type that is not `Codable`.
  /// - Complexity: O(*r*), where *r* is the number of routes.
  public mutating func tryRoute<Value: Hashable & Sendable>(
    _ type: Value.Type,
    tag: String? = nil,
    aliases: [String] = [],
    link: DeepLinkRoute<Value>...,
    destinations: NavRoutes? = nil,
    screen: (@Sendable (Value) -> Screen)? = nil
  ) throws(RouteDeclarationError) {
    try declare(
      type, tag: tag, aliases: aliases, links: link, destinations: destinations, screen: screen)
  }

  /// What both forms do: checks the whole declaration on a copy, then keeps the copy.
  private mutating func declare<Value: Hashable & Sendable>(
    _ type: Value.Type, tag: String?, aliases: [String], links: [DeepLinkRoute<Value>],
    destinations nested: NavRoutes?, screen: (@Sendable (Value) -> Screen)?
  ) throws(RouteDeclarationError) {
    // Qualified, as every declaration message names types: two modules may each have a Recipe.
    let name = String(reflecting: type)
    var routes = self
    guard routes.declaredTypes.insert(ObjectIdentifier(type)).inserted else {
      throw RouteDeclarationError(
        .typeAlreadyDeclared, "\(name) already has a route in this scope")
    }
    if let tag {
      guard type is any Codable.Type else {
        throw RouteDeclarationError(
          .typeNotCodable, "\(name) has tag \(quoted(tag)) but is not Codable",
          at: NavErrorLocation(tag: tag))
      }
      try routes.add(RouteTag(type: type, typeName: name, tag: tag, aliases: aliases))
    } else if !aliases.isEmpty {
      throw RouteDeclarationError(.missingTag, "\(name) has aliases but no tag")
    }
    if let screen {
      _ = routes.destinations.tryRegister(type, destinations: nested?.destinations, screen)
    } else if nested != nil {
      throw RouteDeclarationError(
        .destinationsWithoutScreen,
        "\(name) has destinations but no screen: they would show on top of a screen that is not "
          + "there")
    }
    for link in links {
      routes.links.append(DeepLinkRoute<NavPath.Element>(elementsOf: link))
      routes.declaredLinks.append(
        DeclaredLink(
          route: link, type: ObjectIdentifier(type), pattern: link.pattern.description))
    }
    if let nested {
      for tag in nested.tags { try routes.add(tag) }
      for index in nested.links.indices {
        // A link of the nested scope's own routes opens on top of this type's values; a link of
        // a scope nested deeper keeps its own scope, which is inside this one.
        var link = nested.links[index]
        link.scope = link.scope ?? DeepLinkScope(declaredBy: type)
        routes.join(link, declaredAs: nested.declaredLinks[index])
      }
    }
    self = routes
  }

  /// Adds a link of a nested scope; when nested routes given to several routes bring it again,
  /// widens the scope of the one already there instead.
  private mutating func join(
    _ link: DeepLinkRoute<NavPath.Element>, declaredAs declared: DeclaredLink
  ) {
    guard let position = declaredLinks.firstIndex(where: declared.isSame) else {
      var declared = declared
      declared.scope = link.scope
      links.append(link)
      declaredLinks.append(declared)
      return
    }
    // A link that opens anywhere stays so.
    guard var scope = links[position].scope, let added = link.scope else { return }
    scope.join(added)
    links[position].scope = scope
    declaredLinks[position].scope = scope
  }

  /// Adds a type's tag, unless it is already there from the same declaration (nested routes
  /// given to several routes).
  ///
  /// - Throws: ``NavErrorKind/typeAlreadyDeclared`` when another declaration
  ///   already gave the type a tag, ``NavErrorKind/tagAlreadyDeclared`` when a tag
  ///   is another type's, or ``NavErrorKind/repeatedTag`` when it is given twice.
  private mutating func add(_ entry: RouteTag) throws(RouteDeclarationError) {
    if let existing = tags.first(where: { $0.type == entry.type }) {
      guard existing.declaration === entry.declaration else {
        throw RouteDeclarationError(
          .typeAlreadyDeclared,
          "\(entry.typeName) is given tag \(quoted(entry.tag)) but already has tag "
            + "\(quoted(existing.tag)) from another scope; a type's tag is declared once",
          at: NavErrorLocation(tag: entry.tag))
      }
      return
    }
    try RouteTag.checkNames(entry.names, of: entry.typeName) { name in
      tags.first { $0.names.contains(name) }?.typeName
    }
    tags.append(entry)
  }
}

extension DeepLinkRoute where Element == NavPath.Element {
  /// The route of one type's values, as a route of ``NavPath`` elements: the same pattern,
  /// parameters and validation; an element of another type is not its to print.
  ///
  /// - Parameter route: The route of the type's values.
  init<Value>(elementsOf route: DeepLinkRoute<Value>) {
    pattern = route.pattern
    expectations = route.expectations
    reads = route.reads
    make = { texts throws(Failure) in
      do throws(DeepLinkRoute<Value>.Failure) {
        return Element(try route.make(texts))
      } catch {
        switch error {
        case .parameter(let index, let reason): throw .parameter(index: index, reason: reason)
        case .rejected(let reason): throw .rejected(reason: reason)
        }
      }
    }
    texts = { element, texts in
      guard let value = element.value(as: Value.self) else { return false }
      return route.texts(value, &texts)
    }
    scope = route.scope
  }
}
