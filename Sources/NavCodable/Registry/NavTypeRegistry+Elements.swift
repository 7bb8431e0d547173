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
  func element(tag: String, payload: JSONValue, at index: Int) throws(NavCodingError)
    -> NavPath.Element
  {
    guard let entry = entry(forTag: tag) else {
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

  /// Decodes elements root first under a policy.
  ///
  /// - Parameters:
  ///   - count: The number of saved elements.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - decode: Decodes the element at an index.
  func decodeElements<Decoded>(
    count: Int, policy: NavDecodingPolicy,
    _ decode: (Int) throws(NavCodingError) -> Decoded
  ) throws(NavCodingError) -> (elements: [Decoded], dropped: [NavCodingError]) {
    var elements: [Decoded] = []
    elements.reserveCapacity(count)
    for index in 0..<count {
      do {
        elements.append(try decode(index))
      } catch {
        guard policy == .prefix else { throw error }
        var dropped = [error]
        for later in (index + 1)..<max(count, index + 1) {
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
