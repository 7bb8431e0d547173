import FuzzSupport
import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes the input as SwiftUI's `NavigationPath.CodableRepresentation`, under both policies.
///
/// Properties: whatever decodes writes back in SwiftUI's format and reads back as the same path,
/// and the written form is a fixed point (writing what was read from it gives the same bytes);
/// the path also round-trips through NavCodable's own format; strict and prefix decoding agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let document = Data(fuzzInput(data, size))
  let registry = FuzzDocuments.registry
  let limits = FuzzDocuments.limits
  let path = registry.decodeUnderBothPolicies { (policy) throws(NavCodingError) in
    try registry.restoreSwiftUIRepresentation(document, policy: policy, limits: limits)
  }
  if let path {
    requireSwiftUIRoundTrip(path, registry: registry)
    registry.requireRoundTrip(path)
  }
  return 0
}

private func requireSwiftUIRoundTrip(_ path: NavPath, registry: NavTypeRegistry) {
  do {
    let written = try registry.encodeSwiftUIRepresentation(path)
    let again = try registry.restoreSwiftUIRepresentation(written).state
    require(
      again == path,
      "SwiftUI form reads back differently\nbefore: \(path)\nafter:  \(again)\n"
        + "written: \(String(decoding: written, as: UTF8.self))")
    let rewritten = try registry.encodeSwiftUIRepresentation(again)
    require(
      rewritten == written,
      "SwiftUI form is not a fixed point\nfirst:  \(String(decoding: written, as: UTF8.self))\n"
        + "second: \(String(decoding: rewritten, as: UTF8.self))")
  } catch {
    require(false, "a decoded path does not round-trip through SwiftUI's format: \(error)")
  }
}
