#if canImport(SwiftUI)
  import SwiftUI

  @main
  struct RecipesApp: App {
    var body: some Scene {
      WindowGroup {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
          AppRoot()
        } else {
          TabsOfItsOwn()
        }
      }
    }
  }
#else
  @main
  enum RecipesApp {
    static func main() {
      print("RecipesApp is a SwiftUI app: run it on an Apple platform.")
    }
  }
#endif
