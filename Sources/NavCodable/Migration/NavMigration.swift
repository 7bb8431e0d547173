public import NavCore

/// One step of a migration: a named change to a saved path, made on its data.
///
/// A step that throws stops the migration with a ``NavCodingError/Kind/migrationFailed`` error
/// naming the step.
///
/// ```swift
/// NavSchema(version: 2, migrations: [1: [
///   .renameTag("cat", to: "category"),
///   .addMember("servings", value: 1, inTag: "recipe"),
/// ]])
/// ```
public struct NavMigration: Sendable {
  /// What the step does, as in `rename tag "cat" to "category"`; used in error messages.
  public let name: String
  let apply: @Sendable (inout NavPath.CodableRepresentation) throws -> Void

  /// Creates a step that runs arbitrary code over the whole document.
  ///
  /// ```swift
  /// .custom("keep at most 10 elements") { document in
  ///   document.elements = Array(document.elements.prefix(10))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: What the step does, for error messages.
  ///   - transform: The change; throw to fail the migration.
  /// - Returns: The step.
  public static func custom(
    _ name: String,
    _ transform: @escaping @Sendable (inout NavPath.CodableRepresentation) throws -> Void
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
    custom("rename tag \(JSONValue.string(oldTag)) to \(JSONValue.string(newTag))") { document in
      for index in document.elements.indices where document.elements[index].tag == oldTag {
        document.elements[index].tag = newTag
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
    _ transform: @escaping @Sendable (inout JSONValue) throws -> Void
  ) -> NavMigration {
    custom(name ?? "update payloads of tag \(JSONValue.string(tag))") { document in
      for index in document.elements.indices where document.elements[index].tag == tag {
        try transform(&document.elements[index].payload)
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
      name: "rename member \(JSONValue.string(oldKey)) to \(JSONValue.string(newKey)) "
        + "in tag \(JSONValue.string(tag))"
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
  public static func addMember(_ key: String, value: JSONValue, inTag tag: String)
    -> NavMigration
  {
    updatePayloads(
      ofTag: tag, name: "add member \(JSONValue.string(key)) in tag \(JSONValue.string(tag))"
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
      name: "rename case \(JSONValue.string(oldCase)) to \(JSONValue.string(newCase)) "
        + "in tag \(JSONValue.string(tag))"
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
    custom("drop elements with tag \(JSONValue.string(tag))") { document in
      document.elements.removeAll { $0.tag == tag }
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
    _ split: @escaping @Sendable (JSONValue) throws -> [NavPath.CodableRepresentation.Element]
  ) -> NavMigration {
    custom("split elements with tag \(JSONValue.string(tag))") { document in
      var elements: [NavPath.CodableRepresentation.Element] = []
      elements.reserveCapacity(document.elements.count)
      for element in document.elements {
        if element.tag == tag {
          elements.append(contentsOf: try split(element.payload))
        } else {
          elements.append(element)
        }
      }
      document.elements = elements
    }
  }
}
