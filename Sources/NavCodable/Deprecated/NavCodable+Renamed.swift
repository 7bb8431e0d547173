// Names that snapshots of `main` used before 1.0, kept so that code written against them
// compiles with a deprecation warning and a fix-it to the new name.

public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavTypeRegistry {
  /// Renamed ``restoreSwiftUIRepresentation(_:policy:limits:)``.
  @available(*, deprecated, renamed: "restoreSwiftUIRepresentation(_:policy:limits:)")
  public func restorePath(
    fromSwiftUIRepresentation bytes: some ContiguousBytes, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try restoreSwiftUIRepresentation(bytes, policy: policy, limits: limits)
  }
}

extension NavSchema {
  /// Renamed ``init(validating:migrations:)``.
  @available(*, deprecated, renamed: "init(validating:migrations:)")
  public init?(validatingVersion version: Int, migrations: [Int: [NavMigration]] = [:]) {
    self.init(validating: version, migrations: migrations)
  }
}

extension NavRestoration {
  /// Renamed ``dropped``.
  @available(*, deprecated, renamed: "dropped")
  public var droppedElements: [NavCodingError] {
    get { dropped }
    set { dropped = newValue }
  }
}
