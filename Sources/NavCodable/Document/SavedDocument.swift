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
  /// The elements of a stack root before ``pairs``, which the envelope reader decoded as it read
  /// them.
  var readBefore = 0
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

  /// Reads a document's bytes, every element as JSON.
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
    let reading = JSONParser.readEnvelope(
      bytes, maxDepth: .max, version: { _ in false }, tag: { _ in false },
      element: { _, _ in false })
    return try read(bytes, after: reading, root: root, limits: limits, salvaging: salvaging)
  }

  /// Reads the rest of a document's bytes after the envelope reader stopped: the general
  /// reader's hand-over. The elements the envelope reader took are counted in ``readBefore``, and
  /// `pairs` holds those after them.
  ///
  /// - Parameters:
  ///   - bytes: The document, no larger than the limit.
  ///   - envelope: Where the envelope reader stopped; not
  ///     ``JSONParser/EnvelopeReading/Resume/complete``.
  ///   - root: What the root member holds, or `nil` for either.
  ///   - limits: Bounds on the input.
  ///   - salvaging: Whether a document cut or corrupted inside a stack gives what was intact
  ///     before the damage, with the damage recorded.
  static func read(
    _ bytes: UnsafeRawBufferPointer, after envelope: JSONParser.EnvelopeReading, root: Root?,
    limits: NavDecodingLimits, salvaging: Bool
  ) throws(NavCodingError) -> SavedDocument {
    let maxDepth = limits.maxNestingDepth + (root ?? .stack).depth
    // A stack's pairs are read as pairs, with no array around each: the general reader reads
    // only what is not a pair, and the document is read as though the envelope reader had
    // taken them.
    var reading = envelope
    let pairs =
      root == .stack
      ? JSONParser.stackPairs(
        bytes, maxDepth: maxDepth, maxCount: limits.maxElementCount, after: &reading)
      : []
    var document = try readRest(
      bytes, after: reading, root: root, limits: limits, salvaging: salvaging)
    if !pairs.isEmpty {
      var all = pairs
      all.append(contentsOf: document.pairs)
      document.pairs = all
      document.readBefore = envelope.elementCount
    }
    return document
  }

  /// Reads the rest of a document's bytes after `reading` as JSON, then checks its members.
  private static func readRest(
    _ bytes: UnsafeRawBufferPointer, after reading: JSONParser.EnvelopeReading, root: Root?,
    limits: NavDecodingLimits, salvaging: Bool
  ) throws(NavCodingError) -> SavedDocument {
    let envelopeDepth = (root ?? .stack).depth
    let maxDepth = limits.maxNestingDepth + envelopeDepth
    let json: NavJSONValue
    do {
      json = try JSONParser.continueDocument(
        bytes, maxDepth: maxDepth, envelopeDepth: envelopeDepth, after: reading)
    } catch {
      guard salvaging, let root, !error.isLimit,
        var salvaged = salvage(bytes, after: error, root: root, reading: reading, limits: limits)
      else { throw error.error() }
      salvaged.damage = error.error()
      return salvaged
    }
    return try SavedDocument(json: json, root: root, readBefore: reading.elementCount)
  }

  /// Reads a document from its JSON: the checks of its members, after the envelope reader.
  ///
  /// - Parameters:
  ///   - root: What the root member holds, or `nil` for either.
  ///   - readBefore: The elements of a stack the envelope reader took, which `json`'s stack
  ///     does not hold.
  init(json: NavJSONValue, root expected: Root?, readBefore: Int = 0) throws(NavCodingError) {
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
        of: rootMember, at: NavJSONPath([.key(root.member)]), from: readBefore,
        tagCount: tags.count)
      self.readBefore = readBefore
    case .state:
      state = rootMember
      isState = true
    }
  }

  /// A document already read, checked as its bytes would be: its root must be the one
  /// expected.
  init(_ document: NavDocument, root: Root) throws(NavCodingError) {
    version = document.version
    tags = document.tags
    switch (document.root, root) {
    case (.stack, .stack):
      pairs = document.pairs
    case (.state(let json), .state):
      state = json
      isState = true
    case (.stack, .state), (.state, .stack):
      let found: Root = root == .stack ? .state(depth: 0) : .stack
      throw malformed(NavJSONPath([.key(found.member)]), "unexpected member")
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
  /// A path document is its reading of `stack`, without the elements the envelope reader took
  /// (``readBefore``); when the envelope reader stopped at the damage, its elements are all there
  /// is, and the document is not read again. Which array of a whole-app state is a stack only the
  /// state's layout knows: the restore keeps the first of ``cutReadings`` whose array it reads
  /// as one. Every member after the damage is lost, so a reading restores only when the damage is
  /// in the last stack the document writes.
  private static func salvage(
    _ bytes: UnsafeRawBufferPointer, after failure: JSONParser.Failure, root: Root,
    reading envelope: JSONParser.EnvelopeReading, limits: NavDecodingLimits
  ) -> SavedDocument? {
    let path = Array(failure.reversedPath.reversed())
    guard path.first == .key(root.member) else {
      return nil
    }
    let isPath = root == .stack
    let taken = envelope.elementCount
    var salvaged: SavedDocument?
    for progress in failure.arrayProgress {
      let arrayPath = path.dropLast(progress.innerComponents)
      guard arrayPath.count <= (isPath ? 1 : root.depth) else { continue }
      // The same end means the same complete elements.
      if isPath, envelope.resume == .inStack(progress.end) {
        guard let members = try? JSONParser.envelopeMembers(bytes, count: 3, of: envelope),
          var reading = try? SavedDocument(
            json: .object(NavJSONValue.Object(uniqueMembers: members)), root: root,
            readBefore: taken)
        else { continue }
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
        reading.pairs.removeFirst(min(taken, reading.pairs.count))
        reading.readBefore = taken
        reading.cutStack = .path
        return reading
      }
      salvaged = salvaged ?? SavedDocument(version: reading.version, tags: reading.tags)
      salvaged?.cutReadings.append((NavJSONPath(Array(arrayPath)), reading.state))
    }
    return salvaged
  }
}
