internal import JWTKit
internal import Logging

#if canImport(FoundationNetworking)
  internal import Foundation
  internal import FoundationNetworking
#else
  internal import Foundation
#endif

/// The keys of an identity provider's key set, as jwt-kit's collection, fetched again when a
/// token names a key id the set does not hold (rate-limited) and every refresh interval; a fetch
/// that fails keeps the keys fetched before.
actor IdentityKeys {
  let provider: IdentityProvider
  private var collection = JWTKeyCollection()
  private var keyIDs: Set<String> = []
  private var fetched: ContinuousClock.Instant?
  private var fetching: Task<Void, Never>?
  private let logger = Logger(label: "nav-state-service.jwks")

  init(_ provider: IdentityProvider) {
    self.provider = provider
  }

  /// The collection that holds the key `id`, after a fetch if the set does not hold it: the
  /// fetch in progress, or a new one unless one was made within the provider's spacing; `nil`
  /// when the key set has no such key.
  func collection(holding id: String) async -> JWTKeyCollection? {
    if let fetched, ContinuousClock.now - fetched >= provider.refreshInterval, fetching == nil {
      fetching = Task { await fetch() }
    }
    if !keyIDs.contains(id) {
      if let fetching {
        await fetching.value
      } else if fetched.map({ ContinuousClock.now - $0 >= provider.unknownKeyRefreshSpacing })
        ?? true
      {
        let fetch = Task { await self.fetch() }
        fetching = fetch
        await fetch.value
      }
    }
    return keyIDs.contains(id) ? collection : nil
  }

  /// Fetches the key set and replaces the keys with its keys; keeps them when the fetch fails.
  private func fetch() async {
    defer { fetching = nil }
    fetched = .now
    do {
      let set = try await Self.keySet(from: provider.jwks)
      let (collection, ids) = try await Self.collection(of: set)
      self.collection = collection
      keyIDs = ids
    } catch {
      logger.warning("cannot fetch the JWKS \(provider.jwks): \(error); keeping the keys before")
    }
  }

  /// Reads the key set once, for the start-up check.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 3 when it cannot be read or holds
  ///   no key the service can verify with.
  static func check(_ provider: IdentityProvider) async throws(ServiceCommand.StartupError) {
    do {
      let ids = try await collection(of: keySet(from: provider.jwks)).ids
      guard !ids.isEmpty else { throw JWKSError("it holds no signing key with a key id") }
    } catch {
      throw ServiceCommand.StartupError(
        description: "cannot read the JWKS \(provider.jwks.debugDescription): \(error)",
        exitCode: 3)
    }
  }

  /// A key set read from a URL or a file.
  static func keySet(from source: String) async throws -> JWKS {
    let data: Data
    if let url = URL(string: source), ["http", "https"].contains(url.scheme?.lowercased()) {
      var request = URLRequest(url: url, timeoutInterval: 10)
      request.setValue("application/json", forHTTPHeaderField: "Accept")
      let (body, response) = try await URLSession.shared.data(for: request)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 0
      guard status == 200 else { throw JWKSError("the server answered \(status)") }
      data = body
    } else {
      guard let contents = FileManager.default.contents(atPath: source) else {
        throw JWKSError("the file cannot be read")
      }
      data = contents
    }
    do {
      return try JSONDecoder().decode(JWKS.self, from: data)
    } catch {
      throw JWKSError("it is not a JSON Web Key Set: \(error)")
    }
  }

  /// The keys of a set that have a key id, in a collection of their own (so that no other key,
  /// such as the service's HS256 key, verifies a token signed for the provider); keys for
  /// encryption (`RSA-OAEP`), without an id, or of a type jwt-kit cannot verify with are left out.
  private static func collection(of set: JWKS) async throws -> (
    collection: JWTKeyCollection, ids: Set<String>
  ) {
    let collection = JWTKeyCollection()
    var ids: Set<String> = []
    for key in set.keys where key.algorithm != .rsaOAEP {
      guard let id = key.keyIdentifier, (try? await collection.add(jwk: key)) != nil else {
        continue
      }
      ids.insert(id.string)
    }
    return (collection, ids)
  }
}

/// Why a key set cannot be used.
struct JWKSError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
