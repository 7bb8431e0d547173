internal import NavCore

extension NavTypeRegistry {
  /// The representation element of a path element.
  func representationElement(of element: NavPath.Element, at index: Int) throws(NavCodingError)
    -> NavPath.CodableRepresentation.Element
  {
    let entry = try entry(for: element, at: index)
    do {
      return NavPath.CodableRepresentation.Element(
        tag: entry.tag, payload: try entry.codec.payload(of: element))
    } catch {
      throw encodingFailure(error, at: index, tag: entry.tag)
    }
  }

  /// The path element a saved element decodes to, or the error saying where and why it does not.
  ///
  /// - Parameters:
  ///   - entry: The entry registered for `tag`, when the caller resolved it already.
  ///   - tag: The element's tag.
  ///   - payload: The element's payload.
  ///   - index: The element's index, for errors.
  func element(
    entry: Entry? = nil, tag: String, payload: JSONValue, at index: Int
  ) throws(NavCodingError) -> NavPath.Element {
    guard let entry = entry ?? self.entry(forTag: tag) else {
      throw NavCodingError(
        .unknownTag, elementIndex: index, tag: tag, jsonPath: "$[\(index)].tag",
        reason: "no type is registered under this tag")
    }
    do {
      return try entry.codec.element(from: payload)
    } catch {
      throw decodingFailure(error).located(at: index, tag: tag, under: "payload")
    }
  }

  /// Decodes a document as read: at the current version each tag is resolved once, and an older
  /// document is migrated first.
  ///
  /// - Parameters:
  ///   - saved: The document, of any supported version.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - firstIndex: The index reported for the document's first element.
  ///   - convert: Turns a decoded element into the stack's element, or throws naming it.
  func restore<Decoded>(
    _ saved: SavedDocument, policy: NavDecodingPolicy, firstIndex: Int = 0,
    as convert: ElementConversion<Decoded>
  ) throws(NavCodingError) -> NavRestoration<[Decoded]> {
    guard saved.version == schema.version else {
      return try restore(
        saved.representation, policy: policy, firstIndex: firstIndex, as: convert)
    }
    let entries = saved.tags.map(entry(forTag:))
    let (elements, dropped) = try decodeElements(
      count: saved.pairs.count, policy: policy, firstIndex: firstIndex
    ) { (index) throws(NavCodingError) in
      let (position, payload) = saved.pairs[index - firstIndex]
      let element = try element(
        entry: entries[position], tag: saved.tags[position], payload: payload, at: index)
      return try convert(element, index)
    }
    return NavRestoration(
      path: elements, droppedElements: dropped, savedVersion: saved.version,
      currentVersion: schema.version)
  }

  /// Migrates a saved document and decodes its elements under a policy, converting each one.
  ///
  /// - Parameters:
  ///   - saved: The document, of any supported version.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - firstIndex: The index reported for the document's first element.
  ///   - convert: Turns a decoded element into the stack's element, or throws naming it.
  func restore<Decoded>(
    _ saved: NavPath.CodableRepresentation, policy: NavDecodingPolicy, firstIndex: Int = 0,
    as convert: ElementConversion<Decoded>
  ) throws(NavCodingError) -> NavRestoration<[Decoded]> {
    var applied: [NavSchema.AppliedMigration] = []
    let document = try schema.migrate(saved, recording: &applied)
    let (elements, dropped) = try decodeElements(
      count: document.elements.count, policy: policy, firstIndex: firstIndex
    ) { (index) throws(NavCodingError) in
      let saved = document.elements[index - firstIndex]
      return try convert(try element(tag: saved.tag, payload: saved.payload, at: index), index)
    }
    return NavRestoration(
      path: elements, droppedElements: dropped, savedVersion: saved.version,
      currentVersion: schema.version, appliedMigrations: applied)
  }

  /// The conversion of an element to a typed stack's `Route` (`NavPath.Element` keeps every
  /// element), failing with ``NavCodingError/Kind/unexpectedType`` for an element of another
  /// type.
  func route<Route: Hashable & Sendable>(_ type: Route.Type) -> ElementConversion<Route> {
    { (element, index) throws(NavCodingError) in
      if let element = exactCast(element, to: Route.self) { return element }
      guard let route = element.value(as: Route.self) else {
        throw NavCodingError(
          .unexpectedType, elementIndex: index, tag: tag(for: element.valueType),
          jsonPath: "$[\(index)]",
          reason:
            "the element is a \(_typeName(element.valueType, qualified: true)), "
            + "not a \(_typeName(Route.self, qualified: true))")
      }
      return route
    }
  }

  /// Decodes elements root first under a policy.
  ///
  /// - Parameters:
  ///   - count: The number of saved elements.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - firstIndex: The index of the first element.
  ///   - decode: Decodes the element at an index.
  func decodeElements<Decoded>(
    count: Int, policy: NavDecodingPolicy, firstIndex: Int = 0,
    _ decode: (Int) throws(NavCodingError) -> Decoded
  ) throws(NavCodingError) -> (elements: [Decoded], dropped: [NavCodingError]) {
    var elements: [Decoded] = []
    elements.reserveCapacity(count)
    let indices = firstIndex..<(firstIndex + count)
    for index in indices {
      do {
        elements.append(try decode(index))
      } catch {
        guard policy == .prefix else { throw error }
        var dropped = [error]
        for later in (index + 1)..<indices.upperBound {
          var reason = "element \(index) below it was dropped"
          do {
            _ = try decode(later)
          } catch {
            reason += "; it also fails on its own: \(error)"
          }
          dropped.append(
            NavCodingError(
              .precededByDroppedElement, elementIndex: later, jsonPath: "$[\(later)]",
              reason: reason))
        }
        return (elements, dropped)
      }
    }
    return (elements, [])
  }
}

/// Turns a decoded element, at its index, into a stack's element, or throws saying why not.
typealias ElementConversion<Decoded> =
  (NavPath.Element, Int) throws(NavCodingError) -> Decoded

/// The public error for a failure while encoding a value.
func encodingFailure(_ error: any Error, at index: Int, tag: String) -> NavCodingError {
  let located: NavCodingError
  if case EncodingError.invalidValue(_, let context) = error {
    located = NavCodingError(
      .invalidValue,
      jsonPath: formatJSONPath(context.codingPath.map(JSONPathComponent.init)),
      reason: context.debugDescription)
  } else {
    located = NavCodingError(.invalidValue, jsonPath: "$", reason: "\(error)")
  }
  return located.located(at: index, tag: tag, under: "payload")
}

/// The public error for a failure while decoding a payload, with its JSON path.
func decodingFailure(_ error: any Error) -> NavCodingError {
  guard let error = error as? DecodingError else {
    return NavCodingError(.payloadMismatch, jsonPath: "$", reason: "\(error)")
  }
  let context: DecodingError.Context
  switch error {
  case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
    context = found
  case .keyNotFound(let key, let found):
    context = DecodingError.Context(
      codingPath: found.codingPath,
      debugDescription: "missing member \(JSONValue.string(key.stringValue))")
  @unknown default:
    return NavCodingError(.payloadMismatch, jsonPath: "$", reason: "\(error)")
  }
  return NavCodingError(
    .payloadMismatch, jsonPath: formatJSONPath(context.codingPath.map(JSONPathComponent.init)),
    reason: context.debugDescription)
}

/// The conversion of a `NavPath`'s elements, which keeps every element.
func keepElement(_ element: NavPath.Element, at index: Int) -> NavPath.Element {
  element
}
