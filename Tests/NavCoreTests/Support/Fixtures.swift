import NavCore

/// The seeds' recipes domain, as the path suites use it.
enum PathFixtures {
  enum Category: String, Hashable, Sendable, CaseIterable {
    case desserts, mains, drinks
  }

  struct Recipe: Hashable, Sendable {
    var id: Int
    var name: String
  }
}

enum Route: Hashable, Sendable {
  case list
  case detail(Int)
  case settings
}
