internal import NavCore

/// Encodes values given by their static type, for the single values of a composite state (a tab,
/// a selection, a destination) that are not path elements.
protocol ValueCodec: ElementCodec {
  /// The payload of a value whose static type is this codec's type.
  static func payload<Given>(ofValue value: Given) throws -> JSONValue
}

extension Codec: ValueCodec {
  static func payload<Given>(ofValue value: Given) throws -> JSONValue {
    guard let value = exactCast(value, to: Value.self) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: [], debugDescription: "the value is not a \(Value.self)"))
    }
    return try JSONValueEncoder.encode(value)
  }
}

/// Writes the `state` of a whole-app document: every element as a `[tagIndex, payload]` pair,
/// with one tag table for the whole document.
struct NavDocumentWriter {
  let registry: NavTypeRegistry
  /// The distinct tags, in order of first appearance.
  private(set) var tags: [String] = []
  private var positions: [String: Int] = [:]

  init(registry: NavTypeRegistry) {
    self.registry = registry
  }

  /// The pair of a tag's position and a payload, adding the tag to the table when it is new.
  private mutating func pair(tag: String, payload: JSONValue) -> JSONValue {
    let position: Int
    if let known = positions[tag] {
      position = known
    } else {
      position = tags.count
      positions[tag] = position
      tags.append(tag)
    }
    return [JSONValue(position), payload]
  }

  /// The pair of a single value: a tab, a selection or a destination.
  mutating func value<Value: Hashable>(_ value: Value, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    let name = _typeName(Value.self, qualified: true)
    guard let tag = registry.tag(for: Value.self), let entry = registry.entry(forTag: tag),
      let codec = entry.codec as? any ValueCodec.Type
    else {
      throw NavCodingError(
        .unregisteredType, jsonPath: path,
        reason:
          "\(name) is not registered; register it (it must be Codable) with "
          + "registry.register(\(name).self)")
    }
    do {
      return pair(tag: tag, payload: try codec.payload(ofValue: value))
    } catch {
      throw relocate(encodingFailure(error, at: 0, tag: tag), pairAt: path, elementIndex: nil)
    }
  }

  /// The array of a stack's pairs, root first.
  mutating func stack<Stack: StackPath>(_ stack: Stack, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    var pairs: [JSONValue] = []
    pairs.reserveCapacity(stack.count)
    if let navPath = stack as? NavPath {
      for (index, element) in navPath.enumerated() {
        let saved: NavPath.CodableRepresentation.Element
        do {
          saved = try registry.representationElement(of: element, at: index)
        } catch {
          throw relocate(error, pairAt: "\(path)[\(index)]", elementIndex: index)
        }
        pairs.append(pair(tag: saved.tag, payload: saved.payload))
      }
    } else {
      for (index, element) in stack.enumerated() {
        do {
          pairs.append(try value(element, at: "\(path)[\(index)]"))
        } catch {
          var located = error
          located.elementIndex = index
          throw located
        }
      }
    }
    return .array(pairs)
  }
}

/// Moves an error about a one-path representation (`$[i].tag`, `$[i].payload.id`) to the pair
/// that holds the element in a whole-app document (`…[0]`, `…[1].id`).
///
/// - Parameters:
///   - error: The error, with its path relative to a representation.
///   - pair: The document path of the element's pair, or of the part when no element is named.
///   - elementIndex: The index to report, or `nil` for a single value.
func relocate(_ error: NavCodingError, pairAt pair: String, elementIndex: Int?)
  -> NavCodingError
{
  var moved = error
  moved.elementIndex = elementIndex
  guard let inner = error.jsonPath, inner.hasPrefix("$["), let close = inner.firstIndex(of: "]")
  else {
    moved.jsonPath = pair
    return moved
  }
  let rest = inner[inner.index(after: close)...]
  if rest.hasPrefix(".payload") {
    moved.jsonPath = pair + "[1]" + rest.dropFirst(".payload".count)
  } else if rest.hasPrefix(".tag") {
    moved.jsonPath = pair + "[0]" + rest.dropFirst(".tag".count)
  } else {
    moved.jsonPath = pair + rest
  }
  return moved
}
