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
/// envelope reader agrees with the general reader alone (see `requireSameThroughGeneralReader`).
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
  return 0
}
