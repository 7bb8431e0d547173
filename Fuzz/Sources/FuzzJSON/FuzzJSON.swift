import FuzzSupport
import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes the input as a saved path of the recipes app, under both policies, with migrations,
/// and builds JSON values and documents from it through the public API.
///
/// Properties: whatever decodes (under either policy) re-encodes and decodes to the same path,
/// with deterministic bytes; strict and prefix decoding agree (see `requireConsistent`); the
/// envelope reader agrees with the general reader alone (see `requireSameThroughGeneralReader`);
/// and whatever the API builds writes bytes that read back equal (see `requireWriteRead`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let document = Data(fuzzInput(data, size))
  let registry = FuzzDocuments.registry
  let limits = FuzzDocuments.limits
  let path = registry.decodeUnderBothPolicies { (policy) throws(NavCodingError) in
    try registry.restore(NavPath.self, from: document, policy: policy, limits: limits)
  }
  if let path {
    registry.requireRoundTrip(path)
  }
  registry.requireSameThroughGeneralReader(Array(document), limits: limits)
  requireWriteRead(fuzzInput(data, size))
  return 0
}
