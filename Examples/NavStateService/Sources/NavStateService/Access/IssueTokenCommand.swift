extension ServiceCommand {
  /// `nav-state-service issue-token USER [--scope admin|metrics] [--lifetime SECONDS]`: a token
  /// signed with the service's key (the same key the service reads, from the environment, a
  /// `--token-key-file` or the data folder).
  ///
  /// - Parameters:
  ///   - arguments: The user, then the options.
  ///   - environment: The environment variables.
  /// - Returns: The token.
  /// - Throws: ``StartupError`` with exit code 2 for a missing user, an unknown scope, a lifetime
  ///   that is not a positive number of seconds, or a key that cannot be read.
  static func issueToken(_ arguments: [String], environment: [String: String])
    async throws(StartupError) -> String
  {
    guard let user = arguments.first, !user.hasPrefix("-") else {
      throw usageError("issue-token needs the user the token is for")
    }
    var scopes: Set<TokenScope> = []
    var rest = Array(arguments.dropFirst())
    while let index = rest.firstIndex(of: "--scope"), index + 1 < rest.count {
      guard let scope = TokenScope(rawValue: rest[index + 1]) else {
        throw usageError("--scope \(rest[index + 1].debugDescription) is neither admin nor metrics")
      }
      scopes.insert(scope)
      rest.removeSubrange(index...index + 1)
    }
    let options = try self.options([], rest, known: ["--lifetime", "--token-key-file"])
    let lifetimeText = options["--lifetime"] ?? "86400"
    guard let lifetime = Int(digits: lifetimeText), lifetime > 0 else {
      throw usageError(
        "--lifetime \(lifetimeText.debugDescription) is not a positive number of seconds")
    }
    let key = try ServiceEnvironment.tokenKey(
      file: options["--token-key-file"] ?? environment["NAV_STATE_TOKEN_KEY_FILE"],
      environment: environment)
    do {
      return try await key.issue(subject: user, scopes: scopes, lifetime: .seconds(lifetime))
    } catch {
      throw StartupError(description: "cannot sign a token: \(error)", exitCode: 2)
    }
  }
}
