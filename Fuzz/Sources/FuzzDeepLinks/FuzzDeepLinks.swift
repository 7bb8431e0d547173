import FuzzSupport

/// Reads the input as a link with two tables: whatever reads prints, and the printed link reads
/// back as the same path (see `requirePrintsBack`).
///
/// The bytes are read as UTF-8 with invalid sequences replaced, as `URL.absoluteString` would
/// hand them over; percent-encoded bytes reach the parser's own UTF-8 validation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let link = String(decoding: fuzzInput(data, size), as: UTF8.self)
  FuzzLinks.erased.requirePrintsBack(link, unlimited: FuzzLinks.erasedUnlimited)
  FuzzLinks.typed.requirePrintsBack(link, unlimited: FuzzLinks.typedUnlimited)
  return 0
}
