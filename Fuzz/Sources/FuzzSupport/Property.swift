/// Stops the fuzzer with a message when a property does not hold, so that libFuzzer saves the
/// input as a crash.
///
/// - Parameters:
///   - condition: The property.
///   - message: What failed, with the values involved.
public func require(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  guard !condition else { return }
  fatalError("property failed: \(message())", file: file, line: line)
}

/// The bytes libFuzzer passes, as a buffer.
///
/// - Parameters:
///   - data: The input's first byte.
///   - size: The input's length.
/// - Returns: The bytes, without copying.
public func fuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> UnsafeBufferPointer<UInt8> {
  UnsafeBufferPointer(start: data, count: size)
}
