import Foundation

@testable import NavCodable

extension NavTypeRegistry {
  /// Restores a state through the general reader alone, every element read as JSON and then
  /// decoded, for the parity tests of the envelope reader, which decodes elements as it reads
  /// them.
  func restoreGenerally<State: NavSavableState>(
    _ type: State.Type, from bytes: Data, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<State> {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      let layout = State.documentLayout
      let document = try SavedDocument.read(
        bytes, root: layout.root, limits: limits, salvaging: policy == .prefix)
      return try restore(layout, from: document, policy: policy, limits: limits)
    }
  }

  /// Decodes a state through the general reader alone (``restoreGenerally(_:from:policy:limits:)``).
  func decodeGenerally<State: NavSavableState>(
    _ type: State.Type, from bytes: Data, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> State {
    try restoreGenerally(type, from: bytes, limits: limits).state
  }
}
