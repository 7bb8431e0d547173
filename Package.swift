// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "swift-nav-state",
  products: [
    .library(name: "NavCore", targets: ["NavCore"]),
    .library(name: "NavCodable", targets: ["NavCodable"]),
    .library(name: "NavNavigator", targets: ["NavNavigator"]),
    .executable(name: "nav-demo", targets: ["nav-demo"]),
  ],
  targets: [
    .target(name: "NavCore"),
    .target(name: "NavCodable", dependencies: ["NavCore"]),
    .target(name: "NavNavigator", dependencies: ["NavCore"]),
    .executableTarget(name: "nav-demo", dependencies: ["NavCore", "NavCodable", "NavNavigator"]),
    .testTarget(name: "NavCoreTests", dependencies: ["NavCore"]),
    .testTarget(name: "NavCodableTests", dependencies: ["NavCore", "NavCodable"]),
    .testTarget(name: "NavNavigatorTests", dependencies: ["NavCore", "NavNavigator"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .treatAllWarnings(as: .error),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
