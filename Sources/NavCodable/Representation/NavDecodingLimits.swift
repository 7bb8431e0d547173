/// Bounds on what NavCodable accepts when it reads saved paths, so hostile or corrupt input fails
/// fast with a ``NavCodingError/Kind/limitExceeded`` error instead of exhausting memory or time.
///
/// The defaults fit real navigation state by a wide margin:
///
/// | Limit | Default |
/// | --- | --- |
/// | ``maxInputBytes`` | 8 MiB (8,388,608 bytes) |
/// | ``maxElementCount`` | 100,000 elements |
/// | ``maxNestingDepth`` | 64 levels inside a payload |
///
/// Override any of them per call:
///
/// ```swift
/// var limits = NavDecodingLimits()
/// limits.maxElementCount = 50
/// let path = try registry.decodePath(from: data, limits: limits)
/// ```
///
/// Whatever the limits, decoding time is linear in the size of the input.
public struct NavDecodingLimits: Sendable, Hashable {
  /// The largest input accepted, in bytes.
  public var maxInputBytes: Int
  /// The largest number of elements a path may hold.
  public var maxElementCount: Int
  /// The deepest nesting of arrays and objects inside one element's payload (a payload that is a
  /// number or a string has depth 0, `[1]` has depth 1).
  public var maxNestingDepth: Int

  /// Creates limits, with the documented defaults for any not given.
  ///
  /// - Parameters:
  ///   - maxInputBytes: The largest input accepted, in bytes.
  ///   - maxElementCount: The largest number of elements a path may hold.
  ///   - maxNestingDepth: The deepest nesting inside one payload.
  public init(
    maxInputBytes: Int = 8 << 20, maxElementCount: Int = 100_000, maxNestingDepth: Int = 64
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxElementCount = maxElementCount
    self.maxNestingDepth = maxNestingDepth
  }

  /// Throws when the input is larger than ``maxInputBytes``.
  func checkInputSize(_ count: Int) throws(NavCodingError) {
    guard count <= maxInputBytes else {
      throw NavCodingError(
        .limitExceeded,
        reason: "the input is \(count) bytes, more than the limit of \(maxInputBytes)")
    }
  }

  /// Throws when a path would hold more than ``maxElementCount`` elements.
  func checkElementCount(_ count: Int) throws(NavCodingError) {
    guard count <= maxElementCount else {
      throw NavCodingError(
        .limitExceeded,
        reason: "the path holds \(count) elements, more than the limit of \(maxElementCount)")
    }
  }
}
