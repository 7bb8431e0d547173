/// A result that may leave out part of what it was given, and lists what it left out.
///
/// ``NavReconciliation``, ``DestinationResolution`` and NavCodable's `NavRestoration` share it,
/// so one function can report any of them:
///
/// ```swift
/// func report(_ result: some NavPartialResult) {
///   if !result.isComplete {
///     log("left out \(result.dropped)")
///   }
/// }
/// ```
public protocol NavPartialResult {
  /// What the result lists for each part it left out, with why.
  associatedtype DroppedPart

  /// The parts that were left out, in the order of what was given; empty when nothing was.
  var dropped: [DroppedPart] { get }
}

extension NavPartialResult {
  /// Whether nothing was left out.
  public var isComplete: Bool { dropped.isEmpty }
}
