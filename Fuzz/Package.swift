// swift-tools-version: 6.2

// libFuzzer + AddressSanitizer harnesses for every reader of outside data. Build and run them with
// `scripts/fuzz.sh` (the recipe is in Docs/Reliability.md); a plain `swift build` of this package
// does not link, since the harnesses have no `main` of their own.

import PackageDescription

let package = Package(
  name: "NavFuzz",
  dependencies: [.package(name: "swift-nav-state", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
      ]),
    .executableTarget(name: "FuzzJSON", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzSwiftUI", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzDeepLinks", dependencies: ["FuzzSupport"]),
    .executableTarget(name: "FuzzWholeApp", dependencies: ["FuzzSupport"]),
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
