import NavCore
import Testing

/// Reading patterns, and the preconditions on how routes are declared.
@Suite struct DeepLinkPatternTests {
  @Test func readsLiteralsParametersAndQueryItems() throws {
    let pattern = try DeepLinkPattern(parsing: "recipe/:id/step/:n?servings&unit")
    #expect(pattern.parameterNames == ["id", "n"])
    #expect(pattern.queryItemNames == ["servings", "unit"])
    #expect(pattern.description == "/recipe/:id/step/:n?servings&unit")
    #expect(pattern == "/recipe/:id/step/:n?servings&unit")
  }

  @Test(arguments: [
    ("", #"deep-link pattern "" has no segment"#),
    ("/", #"deep-link pattern "/" has no segment"#),
    ("?q", #"deep-link pattern "?q" has no segment"#),
    ("/a//b", #"deep-link pattern "/a//b" has an empty segment"#),
    ("/a/", #"deep-link pattern "/a/" has an empty segment"#),
    ("/a/:", #"deep-link pattern "/a/:" has an empty parameter name"#),
    ("/a/:x/:x", #"deep-link pattern "/a/:x/:x" uses the name "x" twice"#),
    ("/a/:x?x", #"deep-link pattern "/a/:x?x" uses the name "x" twice"#),
    ("/a?", #"deep-link pattern "/a?" has an empty query item name"#),
    ("/a?q&&r", #"deep-link pattern "/a?q&&r" has an empty query item name"#),
    ("/a/..", #"deep-link pattern "/a/.." has a dot segment "..""#),
  ])
  func malformedPatternsAreRefused(text: String, message: String) {
    #expect {
      try DeepLinkPattern(parsing: text)
    } throws: { error in
      (error as? RouteDeclarationError)?.description == message
    }
  }

  @Test func malformedPatternLiteralTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = DeepLinkRoute<Int>("/a//b", value: 1)
    }
  }

  @Test func routeWhoseClosuresDisagreeWithThePatternTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = DeepLinkRoute<Int>("/a/:x/:y", parse: { (x: Int) in x }, print: { $0 })
    }
  }
}
