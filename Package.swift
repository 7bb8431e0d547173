// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "swift-nav-state",
  // The releases that introduced NavigationStack. NavNavigator's types need Observation and are
  // available from iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1 (`@available`).
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "NavCore", targets: ["NavCore"]),
    .library(name: "NavCodable", targets: ["NavCodable"]),
    .library(name: "NavNavigator", targets: ["NavNavigator"]),
    // SwiftUI's navigation containers bound to the state; an empty module where SwiftUI is not.
    .library(name: "NavSwiftUI", targets: ["NavSwiftUI"]),
    // For an app's tests: the guard that every release's saved documents still restore.
    .library(name: "NavCodableTesting", targets: ["NavCodableTesting"]),
    .executable(name: "nav-demo", targets: ["nav-demo"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "NavCodable", dependencies: ["NavCore"]),
    .target(name: "NavNavigator", dependencies: ["NavCore"]),
    .target(name: "NavCodableTesting", dependencies: ["NavCore", "NavCodable"]),
    .target(name: "NavSwiftUI", dependencies: ["NavCore", "NavCodable", "NavNavigator"]),
    .executableTarget(name: "nav-demo", dependencies: ["NavCore", "NavCodable", "NavNavigator"]),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore"]),
    .testTarget(
      name: "NavCodableTests", dependencies: ["NavCore", "NavCodable", "NavCodableTesting"],
      // Saved documents the tests read where they are committed, found from `#filePath`.
      exclude: ["SavedFormat/Fixtures"]),
    .testTarget(name: "NavNavigatorTests", dependencies: ["NavCore", "NavCodable", "NavNavigator"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  // Warnings are errors in our own builds only: apps compile their dependencies with
  // `-suppress-warnings`, which the compiler refuses beside `-warnings-as-errors`, so the library
  // targets leave that to CI (`-Xswiftc -warnings-as-errors` in `.ci/run`).
  let ownBuildOnly: [SwiftSetting] = target.type == .regular ? [] : [.treatAllWarnings(as: .error)]
  target.swiftSettings =
    (target.swiftSettings ?? []) + ownBuildOnly + [
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
