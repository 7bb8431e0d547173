// swift-tools-version: 6.2

// A small SwiftUI app on NavSwiftUI: tabs with a stack each, a recipe editor whose unsaved edits
// a guard keeps, a sheet with its own stack, the whole state restored with its scene, and links.
// Open the folder in Xcode and run the RecipesApp scheme on a Mac; on Linux it builds, and says
// it needs SwiftUI. CI type-checks it at every platform floor (scripts/check-availability.sh).
import PackageDescription

let package = Package(
  name: "RecipesApp",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [.package(name: "swift-nav-state", path: "../..")],
  targets: [
    .executableTarget(
      name: "RecipesApp",
      dependencies: [
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
        .product(name: "NavNavigator", package: "swift-nav-state"),
        .product(name: "NavSwiftUI", package: "swift-nav-state"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
