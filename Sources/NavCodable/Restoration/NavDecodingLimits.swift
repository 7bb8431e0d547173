/// Bounds on what NavCodable accepts when it reads saved documents, so hostile or corrupt input
/// fails fast with a `NavCodingError.Kind.limitExceeded` error instead of exhausting memory or
/// time.
///
/// The defaults fit real navigation state by a wide margin: 8 MiB of input, 100,000 elements,
/// and 64 levels of nesting inside a payload. Override any of them per call:
///
/// ```swift
/// var limits = NavDecodingLimits()
/// limits.maxElementCount = 50
/// let path = try registry.decode(NavPath.self, from: data, limits: limits)
/// ```
///
/// Whatever the limits, decoding time is linear in the size of the input, and decoding fits in
/// the stack of a secondary thread: the readers recurse once per nesting level, so
/// ``maxNestingDepth`` has a hard ceiling of 100 levels.
public struct NavDecodingLimits: Sendable, Hashable {
  /// The largest input accepted, in bytes.
  public var maxInputBytes: Int
  /// The largest number of elements one stack of a document may hold.
  public var maxElementCount: Int
  /// The deepest nesting of arrays and objects inside one element's payload (a payload that is a
  /// number or a string has depth 0, `[1]` has depth 1).
  ///
  /// A value above the ceiling of 100 levels is stored as 100, and a negative one as 0:
  ///
  /// ```swift
  /// var limits = NavDecodingLimits()
  /// limits.maxNestingDepth = .max
  /// limits.maxNestingDepth  // 100
  /// ```
  public var maxNestingDepth: Int {
    get { nestingDepth }
    set { nestingDepth = min(max(newValue, 0), Self.nestingDepthCeiling) }
  }

  /// The deepest nesting any limits accept, 100 levels inside a payload: the ceiling of
  /// ``maxNestingDepth``. Callers read it as
  /// `NavDecodingLimits(maxNestingDepth: .max).maxNestingDepth`.
  ///
  /// Decoding a payload nested this deep, with a payload type whose `Decodable` conformance
  /// recurses per level, fits in 512 KiB of stack (the size of a secondary thread on Apple
  /// platforms), which the tests check on such a thread.
  package static var nestingDepthCeiling: Int { 100 }

  private var nestingDepth = 0

  /// Creates limits, with the documented defaults for any not given.
  ///
  /// - Parameters:
  ///   - maxInputBytes: The largest input accepted, in bytes.
  ///   - maxElementCount: The largest number of elements one stack may hold.
  ///   - maxNestingDepth: The deepest nesting inside one payload, at most 100.
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

  /// Throws when a stack would hold more than ``maxElementCount`` elements.
  func checkElementCount(_ count: Int) throws(NavCodingError) {
    guard count <= maxElementCount else {
      throw NavCodingError(
        .limitExceeded,
        reason: "the stack holds \(count) elements, more than the limit of \(maxElementCount)")
    }
  }
}
