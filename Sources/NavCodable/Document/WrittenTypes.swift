/// The types a document holds, each once, in order of first appearance, which is their tags'
/// positions.
///
/// The first type is kept inline, so that writing a document of one type allocates nothing for
/// its types; the others go into an array made for four at first.
struct WrittenTypes {
  private var head: WrittenType?
  private var tail: [WrittenType] = []

  /// The number of types.
  var count: Int { head == nil ? 0 : 1 + tail.count }

  /// The types' identifiers, by position.
  var ids: [ObjectIdentifier] {
    (head.map { [$0.id] } ?? []) + tail.map(\.id)
  }

  /// The tags as JSON text, by position: the document's tag table.
  var tagTexts: TagTexts {
    TagTexts(head: head?.tagJSON, tail: tail)
  }

  /// The position of a type, by a linear search.
  func position(of id: ObjectIdentifier) -> Int? {
    guard let head else { return nil }
    if head.id == id { return 0 }
    return tail.firstIndex { $0.id == id }.map { $0 + 1 }
  }

  /// The codec of the type at a position.
  func codec(at position: Int) -> any ElementCodec.Type {
    position == 0 ? head!.codec : tail[position - 1].codec
  }

  /// The tag of the type at a position.
  func tag(at position: Int) -> String {
    position == 0 ? head!.tag : tail[position - 1].tag
  }

  /// Adds a type at the next position.
  mutating func append(_ type: WrittenType) {
    if head == nil {
      head = type
    } else {
      if tail.isEmpty { tail.reserveCapacity(4) }
      tail.append(type)
    }
  }

  /// The tags of a document's types as JSON text, by position.
  struct TagTexts: RandomAccessCollection {
    typealias Indices = Range<Int>

    fileprivate let head: [UInt8]?
    fileprivate let tail: [WrittenType]

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : 1 + tail.count }

    subscript(position: Int) -> [UInt8] {
      position == 0 ? head! : tail[position - 1].tagJSON
    }
  }
}

/// A type a document holds, with its tag and codec (a struct, not a tuple: Docs/Performance.md,
/// "NavCodable: one buffer per document, tags read where they lie").
struct WrittenType {
  let id: ObjectIdentifier
  let tag: String
  /// The tag as JSON text, quoted and escaped.
  let tagJSON: [UInt8]
  let codec: any ElementCodec.Type
}
