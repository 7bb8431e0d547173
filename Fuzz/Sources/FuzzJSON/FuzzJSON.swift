import FuzzSupport
import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes the input as a saved path of the recipes app, under both policies, with migrations.
///
/// Properties: whatever decodes (under either policy) re-encodes and decodes to the same path,
/// with deterministic bytes; strict and prefix decoding agree (see `requireConsistent`); and the
/// representation read through `Codable` is the one the bytes hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let document = Data(fuzzInput(data, size))
  let registry = FuzzDocuments.registry
  let limits = FuzzDocuments.limits
  let strict = Result { () throws(NavCodingError) in
    try registry.decodePath(from: document, policy: .strict, limits: limits)
  }
  let prefix = Result { () throws(NavCodingError) in
    try registry.decodePath(from: document, policy: .prefix, limits: limits)
  }
  for case .success(let restoration) in [strict, prefix] {
    registry.requireRoundTrip(restoration.path, limits: limits)
  }
  registry.requireConsistent(strict: strict, prefix: prefix)
  return 0
}
