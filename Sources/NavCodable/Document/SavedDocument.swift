internal import NavCore

/// A document as read, before its state is: the version (`v`), the tag table (`t`), and the root
/// member, which is a stack's pairs (`stack`) or a composite state's JSON (`state`).
///
/// Every document NavCodable reads goes through ``read(_:root:limits:salvaging:)``: path
/// documents, whole-app documents and single elements.
struct SavedDocument {
  var version: Int
  var tags: [String]
  /// The pairs of `stack`, for a stack document.
  var pairs: [SavedPair] = []
  /// The JSON of `state`, for a whole-app document.
  var state: NavJSONValue = .null
  /// Whether the root member is `state`.
  var isState = false
  /// The index errors give the first element of a stack root: an element exchanged alone is
  /// named by the index it will have in its stack.
  var firstIndex = 0
  /// Under the prefix policy, the parse failure in a document cut or corrupted inside one of
  /// its stacks, after the stack's last intact element.
  var damage: NavCodingError?
  /// The stack the damage is in, whose elements before it are kept.
  var cutStack: ElementPlace?
  /// For a whole-app document with damage, `state` as read up to the damage, in place of
  /// ``state``: one reading for each array around the damage, innermost first, with that
  /// array's path.
  var cutReadings: [(stack: NavJSONPath, state: NavJSONValue)] = []

  /// The name of the version member, the first of every document.
  static let versionMember = "v"
  /// The name of the tag table member, the second of every document.
  static let tagsMember = "t"

  /// What the document's root member holds.
  enum Root: Equatable {
    /// `stack`, a stack's pairs.
    case stack
    /// `state`, a whole-app state, whose JSON adds `depth` levels above a payload.
    case state(depth: Int)

    /// The root member's name.
    var member: String {
      if case .state = self { return "state" }
      return "stack"
    }

    /// The members of the document, in order.
    var keys: [String] {
      [SavedDocument.versionMember, SavedDocument.tagsMember, member]
    }

    /// The JSON levels above a payload: the document's object, then the root member's.
    var depth: Int {
      switch self {
      case .stack: 3
      case .state(let depth): 1 + depth
      }
    }
  }

  /// Reads a document's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - root: What the root member holds, or `nil` for either (a document read without a
  ///     registry, whose state's own levels count against the nesting limit).
  ///   - limits: Bounds on the input.
  ///   - salvaging: Whether a document cut or corrupted inside a stack gives what was intact
  ///     before the damage, with the damage recorded.
  static func read(
    _ bytes: UnsafeRawBufferPointer, root: Root?, limits: NavDecodingLimits,
    salvaging: Bool = false
  ) throws(NavCodingError) -> SavedDocument {
    try limits.checkInputSize(bytes.count)
    let envelopeDepth = (root ?? .stack).depth
    let maxDepth = limits.maxNestingDepth + envelopeDepth
    let canonical =
      root?.member == "state" ? nil : JSONParser.parseCanonicalDocument(bytes, maxDepth: maxDepth)
    if let canonical, canonical.isComplete {
      try limits.checkElementCount(canonical.pairs.count)
      return SavedDocument(version: canonical.version, tags: canonical.tags, pairs: canonical.pairs)
    }
    let json: NavJSONValue
    do {
      json = try JSONParser.parse(bytes, maxDepth: maxDepth, envelopeDepth: envelopeDepth)
    } catch {
      guard salvaging, let root, !error.isLimit,
        var salvaged = salvage(
          bytes, after: error, root: root, canonical: canonical, limits: limits)
      else { throw error.error() }
      salvaged.damage = error.error()
      return salvaged
    }
    return try SavedDocument(json: json, root: root)
  }

  /// Reads a document from its JSON: the one envelope reader, after the canonical fast path.
  ///
  /// - Parameter root: What the root member holds, or `nil` for either.
  init(json: NavJSONValue, root expected: Root?) throws(NavCodingError) {
    let root = expected ?? (json[Root.state(depth: 0).member] == nil ? .stack : .state(depth: 0))
    let keys = root.keys
    guard case .object = json else {
      let names = keys.dropLast().joined(separator: ", ") + " and " + keys[keys.count - 1]
      throw malformed(NavJSONPath(), "expected an object with \(names)")
    }
    // Members are checked in the order they are written: a wrong version before a missing tag
    // table.
    let members = try DocumentShape.optionalMembers(of: json, at: NavJSONPath(), keys: keys)
    let versionPath = NavJSONPath([.key(Self.versionMember)])
    switch members[0] {
    case nil: version = 0
    case .number(let number)?:
      guard let version = Int(number.text) else {
        throw malformed(versionPath, "expected an integer")
      }
      self.version = version
    case let other?:
      throw malformed(versionPath, "expected an integer, found \(describe(other))")
    }
    let tagsPath = NavJSONPath([.key(Self.tagsMember)])
    tags =
      try members[1].map { (json) throws(NavCodingError) in
        try DocumentShape.array(json, at: tagsPath).enumerated().map {
          (index, tag) throws(NavCodingError) in
          guard case .string(let text) = tag else {
            throw malformed(tagsPath.appending(index), "expected a string")
          }
          return text
        }
      } ?? []
    if let absent = keys.indices.first(where: { members[$0] == nil }) {
      throw DocumentShape.missing(keys[absent], at: NavJSONPath())
    }
    let rootMember = members[members.count - 1] ?? .null
    switch root {
    case .stack:
      pairs = try DocumentShape.pairs(
        of: rootMember, at: NavJSONPath([.key(root.member)]), tagCount: tags.count)
    case .state:
      state = rootMember
      isState = true
    }
  }

  init(version: Int, tags: [String], pairs: [SavedPair] = []) {
    self.version = version
    self.tags = tags
    self.pairs = pairs
  }

  /// The document as it was intact before a parse failure inside one of its stacks, or `nil`
  /// when the failure is elsewhere: for each array around the failure that can be a stack (a
  /// path's `stack`, or an array of a whole-app state no deeper than its layout goes), the
  /// document with that array ended after its last intact value and every container around it
  /// closed.
  ///
  /// A path document is its reading of `stack`; when the canonical reader stopped at the
  /// same element, its elements are those, and the document is not read a third time. Which
  /// array of a whole-app state is a stack only the state's layout knows: the restore keeps the
  /// first of ``cutReadings`` whose array it reads as one. Every member after the damage is
  /// lost, so a reading restores only when the damage is in the last stack the document writes.
  private static func salvage(
    _ bytes: UnsafeRawBufferPointer, after failure: JSONParser.Failure, root: Root,
    canonical: JSONParser.CanonicalDocument?, limits: NavDecodingLimits
  ) -> SavedDocument? {
    let path = Array(failure.reversedPath.reversed())
    guard path.first == .key(root.member) else {
      return nil
    }
    let isPath = root == .stack
    var salvaged: SavedDocument?
    for progress in failure.arrayProgress {
      let arrayPath = path.dropLast(progress.innerComponents)
      guard arrayPath.count <= (isPath ? 1 : root.depth) else { continue }
      // The same end means the same complete elements.
      if isPath, let canonical, canonical.end == progress.end,
        (try? limits.checkElementCount(canonical.pairs.count)) != nil
      {
        var reading = SavedDocument(
          version: canonical.version, tags: canonical.tags, pairs: canonical.pairs)
        reading.cutStack = .path
        return reading
      }
      var repaired = Array(bytes[..<progress.end])
      repaired.append(UInt8(ascii: "]"))
      for component in arrayPath.reversed() {
        if case .key = component {
          repaired.append(UInt8(ascii: "}"))
        } else {
          repaired.append(UInt8(ascii: "]"))
        }
      }
      guard
        var reading = repaired.withUnsafeBytes({ buffer in
          try? read(buffer, root: root, limits: limits)
        })
      else { continue }
      if isPath {
        reading.cutStack = .path
        return reading
      }
      salvaged = salvaged ?? SavedDocument(version: reading.version, tags: reading.tags)
      salvaged?.cutReadings.append((NavJSONPath(Array(arrayPath)), reading.state))
    }
    return salvaged
  }
}
