// The popping rules that NavPath and TypedPath share, written once over their storage.

extension Array {
  /// Removes up to `k` elements from the end and returns how many were removed.
  ///
  /// A negative `k` removes nothing.
  mutating func pop(upTo k: Int) -> Int {
    let removed = Swift.max(0, Swift.min(k, count))
    removeLast(removed)
    return removed
  }

  /// Removes the elements above the topmost one matching `predicate`; changes nothing and returns
  /// `false` when none matches.
  mutating func pop(toLastWhere predicate: (Element) throws -> Bool) rethrows -> Bool {
    guard let target = try lastIndex(where: predicate) else { return false }
    removeSubrange(index(after: target)...)
    return true
  }
}
