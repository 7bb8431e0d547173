/// One step of a migration: a named change to saved elements, made on their data.
///
/// A step receives one stack's saved elements at a time, root first, or one single value (a
/// tab, a selection, a destination) as one element: decoding runs every step over every stack
/// and every value of a document, whatever state holds them. A step that throws stops the
/// migration with an error naming the step: the ``NavCodingError`` it threw, with its kind and
/// location, or a `NavCodingError.Kind.migrationFailed` error for an error of another type.
///
/// ```swift
/// NavSchema(version: 2, migrations: [1: [
///   .renameTag("cat", to: "category"),
///   .addMember("servings", value: 1, inTag: "recipe"),
/// ]])
/// ```
public struct NavMigration: Sendable {
  /// What the step does, as in `rename tag "cat" to "category"`; used in error messages and
  /// reported as ``NavSchema/AppliedMigration/name``.
  package let name: String
  let apply: @Sendable (inout [NavDocument.Element]) throws -> Void

  /// Creates a step that runs arbitrary code over the saved elements of one stack, root first,
  /// or over one single value as an array of one element.
  ///
  /// The step runs once for each stack and each single value of a document. A value must stay
  /// one element: a value turned into none is dropped under ``NavDecodingPolicy/prefix`` and an
  /// error otherwise, and one turned into several is an error.
  ///
  /// ```swift
  /// .custom("keep at most 10 elements of a stack") { elements in
  ///   elements = Array(elements.prefix(10))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: What the step does, for error messages.
  ///   - transform: The change to one stack's elements or one value; throw to fail the
  ///     migration.
  /// - Returns: The step.
  public static func custom(
    _ name: String, _ transform: @escaping @Sendable (inout [NavDocument.Element]) throws -> Void
  ) -> NavMigration {
    NavMigration(name: name, apply: transform)
  }

  /// Creates a step that renames a tag.
  ///
  /// - Parameters:
  ///   - oldTag: The tag in older documents.
  ///   - newTag: The tag of the next version.
  /// - Returns: The step.
  public static func renameTag(_ oldTag: String, to newTag: String) -> NavMigration {
    custom("rename tag \(NavJSONValue.string(oldTag)) to \(NavJSONValue.string(newTag))") {
      elements in
      for index in elements.indices where elements[index].tag == oldTag {
        elements[index].tag = newTag
      }
    }
  }

  /// Creates a step that rewrites the payload of every element with the given tag.
  ///
  /// ```swift
  /// .updatePayloads(ofTag: "recipe") { payload in
  ///   payload["id"] = payload["legacyID"]
  ///   payload["legacyID"] = nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag whose payloads change.
  ///   - name: What the step does, for error messages.
  ///   - transform: The change to one payload; throw to fail the migration.
  /// - Returns: The step.
  public static func updatePayloads(
    ofTag tag: String, name: String? = nil,
    _ transform: @escaping @Sendable (inout NavJSONValue) throws -> Void
  ) -> NavMigration {
    custom(name ?? "update payloads of tag \(NavJSONValue.string(tag))") { elements in
      for index in elements.indices where elements[index].tag == tag {
        try transform(&elements[index].payload)
      }
    }
  }

  /// Creates a step that renames a member of every payload with the given tag.
  ///
  /// - Parameters:
  ///   - oldKey: The member's key in older documents.
  ///   - newKey: Its key in the next version.
  ///   - tag: The tag whose payloads change.
  /// - Returns: The step.
  public static func renameMember(_ oldKey: String, to newKey: String, inTag tag: String)
    -> NavMigration
  {
    updatePayloads(
      ofTag: tag,
      name: "rename member \(NavJSONValue.string(oldKey)) to \(NavJSONValue.string(newKey)) "
        + "in tag \(NavJSONValue.string(tag))"
    ) { payload in
      payload.renameMember(oldKey, to: newKey)
    }
  }

  /// Creates a step that adds a member to every payload with the given tag that lacks it.
  ///
  /// - Parameters:
  ///   - key: The new member's key.
  ///   - value: Its value in migrated documents.
  ///   - tag: The tag whose payloads change.
  /// - Returns: The step.
  public static func addMember(_ key: String, value: NavJSONValue, inTag tag: String)
    -> NavMigration
  {
    updatePayloads(
      ofTag: tag, name: "add member \(NavJSONValue.string(key)) in tag \(NavJSONValue.string(tag))"
    ) { payload in
      guard case .object = payload else {
        throw NavCodingError(
          .migrationFailed, reason: "expected an object, found \(describe(payload))")
      }
      if payload[key] == nil { payload[key] = value }
    }
  }

  /// Creates a step that renames an enum case in every payload with the given tag.
  ///
  /// It handles both shapes synthesized `Codable` writes: a raw value (`"desserts"`), and an
  /// object with one member named after the case (`{"detail":{"_0":42}}`).
  ///
  /// - Parameters:
  ///   - oldCase: The case's name (or raw value) in older documents.
  ///   - newCase: Its name in the next version.
  ///   - tag: The tag whose payloads change.
  /// - Returns: The step.
  public static func renameEnumCase(_ oldCase: String, to newCase: String, inTag tag: String)
    -> NavMigration
  {
    updatePayloads(
      ofTag: tag,
      name: "rename case \(NavJSONValue.string(oldCase)) to \(NavJSONValue.string(newCase)) "
        + "in tag \(NavJSONValue.string(tag))"
    ) { payload in
      switch payload {
      case .string(oldCase): payload = .string(newCase)
      case .object(let members) where members.count == 1 && members[0].key == oldCase:
        payload.renameMember(oldCase, to: newCase)
      default: break
      }
    }
  }

  /// Creates a step that removes every element with the given tag.
  ///
  /// - Parameter tag: The tag of the elements to remove.
  /// - Returns: The step.
  public static func dropElements(withTag tag: String) -> NavMigration {
    custom("drop elements with tag \(NavJSONValue.string(tag))") { elements in
      elements.removeAll { $0.tag == tag }
    }
  }

  /// Creates a step that replaces every element with the given tag by zero or more elements.
  ///
  /// ```swift
  /// .splitElements(withTag: "recipeWithCategory") { payload in
  ///   [.init(tag: "category", payload: payload["category"] ?? nil),
  ///    .init(tag: "recipe", payload: payload["recipe"] ?? nil)]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The tag of the elements to replace.
  ///   - split: The elements that replace one payload, root first; throw to fail the migration.
  /// - Returns: The step.
  public static func splitElements(
    withTag tag: String,
    _ split: @escaping @Sendable (NavJSONValue) throws -> [NavDocument.Element]
  ) -> NavMigration {
    custom("split elements with tag \(NavJSONValue.string(tag))") { elements in
      var replaced: [NavDocument.Element] = []
      replaced.reserveCapacity(elements.count)
      for element in elements {
        if element.tag == tag {
          replaced.append(contentsOf: try split(element.payload))
        } else {
          replaced.append(element)
        }
      }
      elements = replaced
    }
  }
}
