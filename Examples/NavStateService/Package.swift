// swift-tools-version: 6.2

import PackageDescription

// A reference Linux service on Hummingbird and SQLite (GRDB). It lives in its own package so that
// the library keeps zero dependencies. Start it with
// `swift run --package-path Examples/NavStateService nav-state-service --port 8080`.
let package = Package(
  name: "NavStateService",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "NavStateService", targets: ["NavStateService"]),
    .executable(name: "nav-state-service", targets: ["nav-state-service"]),
  ],
  dependencies: [
    .package(name: "swift-nav-state", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", exact: "2.5.0"),
    .package(url: "https://github.com/vapor/jwt-kit", exact: "5.8.0"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
  ],
  targets: [
    .target(
      name: "NavStateService",
      dependencies: [
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
    .executableTarget(
      name: "nav-state-service",
      dependencies: [
        "NavStateService",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
    .testTarget(
      name: "NavStateServiceTests",
      dependencies: [
        "NavStateService",
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "JWTKit", package: "jwt-kit"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
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
