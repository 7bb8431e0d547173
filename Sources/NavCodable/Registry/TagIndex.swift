/// The codecs of the registered tags and aliases by their UTF-8 bytes, so that the canonical reader looks a
/// document's tags up where they lie, without making a `String` of each or hashing it with
/// `Hasher`: an open-addressing table with a 64-bit FNV-1a hash, at most half full.
struct TagIndex: Sendable {
  /// Each registered name's bytes and codec.
  private var names: [Name] = []
  /// For each slot, the position in ``names`` plus one, or 0 when the slot is empty; the count
  /// is a power of two.
  private var slots: [Int] = []

  /// The number of names: tags and aliases.
  var count: Int { names.count }

  /// Adds a name that is not in the index yet.
  mutating func insert(_ name: String, _ codec: any ElementCodec.Type) {
    let utf8 = Array(name.utf8)
    names.append(Name(utf8: utf8, hash: utf8.withUnsafeBytes(Self.hash), codec: codec))
    if names.count * 2 > slots.count {
      slots = Array(repeating: 0, count: Swift.max(8, slots.count * 2))
      for position in names.indices { place(position) }
    } else {
      place(names.count - 1)
    }
  }

  /// The codec of the name whose UTF-8 bytes are `utf8`, or `nil` when none is registered.
  ///
  /// - Complexity: O(*n*) in the length of the name, on average.
  func codec(forUTF8 utf8: UnsafeRawBufferPointer) -> (any ElementCodec.Type)? {
    guard !slots.isEmpty else { return nil }
    let hash = Self.hash(utf8)
    let mask = slots.count - 1
    return names.withUnsafeBufferPointer { names in
      slots.withUnsafeBufferPointer { slots in
        var slot = hash & mask
        while slots[slot] != 0 {
          let candidate = slots[slot] - 1
          if names[candidate].hash == hash, names[candidate].matches(utf8) {
            return names[candidate].codec
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  /// Puts the name at `position` in the first free slot from its hash on.
  private mutating func place(_ position: Int) {
    let mask = slots.count - 1
    var slot = names[position].hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = position + 1
  }

  /// The 64-bit FNV-1a hash of some bytes, as a non-negative `Int`.
  @inline(__always)
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in 0..<bytes.count { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash >> 1)
  }

  private struct Name {
    let utf8: [UInt8]
    let hash: Int
    let codec: any ElementCodec.Type

    /// Whether these are the name's bytes.
    func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
      utf8.withUnsafeBytes { $0.hasSameBytes(as: bytes) }
    }
  }
}
