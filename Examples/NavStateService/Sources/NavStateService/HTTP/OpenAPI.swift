internal import HTTPTypes
internal import NavCodable

/// The service's OpenAPI 3.1 document, derived from its list of endpoints, so that it cannot
/// disagree with the router; `GET /openapi.json` serves it.
enum OpenAPI {
  /// The document of a list of endpoints: every path with its operations, parameters, bodies,
  /// answers and links, every status each may refuse with (and a `4XX` with the service's error
  /// body for the rest), and the bearer token scheme of the users' endpoints.
  static func document(of endpoints: [Endpoint]) -> NavJSONValue {
    var paths: NavJSONValue = [:]
    for endpoint in endpoints {
      let path = endpoint.signature.route
      var operations = paths[path] ?? [:]
      operations["\(endpoint.method)".lowercased()] = self.operation(endpoint, among: endpoints)
      paths[path] = operations
    }
    return [
      "openapi": "3.1.0",
      "info": [
        "title": "NavStateService",
        "version": "1",
        "description": "Users' navigation states with revisions, deep links and changes.",
      ],
      "paths": paths,
      "components": [
        "securitySchemes": [
          "bearer": [
            "type": "http", "scheme": "bearer", "bearerFormat": "JWT",
            "description": "A token from nav-state-service issue-token: its subject is the user",
          ]
        ]
      ],
    ]
  }

  private static func operation(_ endpoint: Endpoint, among endpoints: [Endpoint]) -> NavJSONValue {
    let contract = endpoint.contract
    var parameters: [NavJSONValue] = endpoint.path.split(separator: "/")
      .filter { $0.hasPrefix(":") }
      .map { name in
        [
          "name": .string(String(name.dropFirst())), "in": "path", "required": true,
          "schema": name == ":user" ? Schemas.user : Schemas.tab,
        ]
      }
    parameters += contract.query.map {
      [
        "name": .string($0.name), "in": "query", "required": .bool($0.required),
        "schema": $0.schema,
      ]
    }
    if contract.ifMatch {
      var ifMatch: NavJSONValue = [
        "name": "If-Match", "in": "header", "required": true,
        "schema": endpoint.method == .put || endpoint.method == .delete
          ? Schemas.revisionMatch : Schemas.ifMatch,
        "description": "The revision the write is based on: \"7\", 7, or * for a relative change",
      ]
      if endpoint.method == .put {
        ifMatch["examples"] = ["create": ["summary": "A new user's first state", "value": "0"]]
      } else if endpoint.method == .post {
        ifMatch["examples"] = ["current": ["summary": "Whatever state is current", "value": "*"]]
      }
      parameters.append(ifMatch)
    }
    var answer: NavJSONValue = ["description": .string(contract.summary)]
    if let schema = contract.answer {
      answer["content"] = ["application/json": ["schema": schema]]
    }
    if contract.answer == Schemas.written {
      answer["links"] = links(from: endpoint, to: endpoints)
    } else if endpoint.method == .get, endpoint.path == "ready",
      let put = endpoints.first(where: { $0.method == .put && $0.path == "users/:user/state" })
    {
      answer["links"] = [operationID(put): firstWrite(put)]
    }
    var operation: NavJSONValue = [
      "operationId": .string(operationID(endpoint)),
      "summary": .string(contract.summary),
      "parameters": .array(parameters),
    ]
    let examples: NavJSONValue? = Samples.body(of: endpoint).map {
      ["accepted": ["summary": "A body the service accepts", "value": $0]]
    }
    switch contract.body {
    case .json(let schema)?:
      var media: NavJSONValue = ["schema": schema]
      media["examples"] = examples
      operation["requestBody"] = ["required": true, "content": ["application/json": media]]
    case .text?:
      var media: NavJSONValue = ["schema": ["type": "string"]]
      media["examples"] = examples
      // Optional: an empty link, as a missing body, opens nothing (a write that changes nothing).
      operation["requestBody"] = ["required": false, "content": ["text/plain": media]]
    case nil:
      break
    }
    var responses: NavJSONValue = [:]
    responses["\(contract.success.code)"] = answer
    for status in refusals(of: endpoint) {
      var refusal: NavJSONValue = [
        "description": .string(status.reasonPhrase),
        "content": ["application/json": ["schema": contract.refusalAnswer ?? Schemas.error]],
      ]
      if status == .serviceUnavailable { refusal["headers"] = ["Retry-After": Schemas.retryAfter] }
      responses["\(status.code)"] = refusal
    }
    responses["4XX"] = [
      "description": "The request is refused; the body says why and where",
      "content": ["application/json": ["schema": Schemas.error]],
    ]
    operation["responses"] = responses
    if endpoint.path.hasPrefix("users/") {
      operation["security"] = [["bearer": []]]
    } else if endpoint.path == "metrics" {
      // Open unless the service runs with --metrics token.
      operation["security"] = [[:], ["bearer": []]]
    }
    return operation
  }

  /// The statuses an endpoint may refuse with: a user's endpoint 400 (a bad user), 401 and 403
  /// (its token), 404 (an unknown user), 409 (a revision, or a stored state that cannot be read),
  /// 422 (a change that does not apply) and 503 (the database does not answer); with `If-Match`,
  /// 428 without it; with a body, 413 and 415 (and 400 for a link that is not UTF-8); with query
  /// parameters, 400; and the contract's own.
  static func refusals(of endpoint: Endpoint) -> [HTTPResponse.Status] {
    let contract = endpoint.contract
    var statuses = contract.refusals
    if endpoint.path.hasPrefix("users/") {
      statuses += [
        .badRequest, .unauthorized, .forbidden, .notFound, .conflict, .serviceUnavailable,
      ]
      if endpoint.method != .get { statuses.append(.unprocessableContent) }
    }
    if endpoint.path == "metrics" { statuses += [.unauthorized, .forbidden] }
    if contract.ifMatch { statuses.append(.preconditionRequired) }
    if contract.body != nil { statuses += [.badRequest, .contentTooLarge, .unsupportedMediaType] }
    if !contract.query.isEmpty { statuses.append(.badRequest) }
    var unique: [HTTPResponse.Status] = []
    for status in statuses where !unique.contains(status) { unique.append(status) }
    return unique.sorted { $0.code < $1.code }
  }

  /// The links of a write's answer, so that a stateful fuzzer can chain requests: its user is
  /// the user of every other endpoint of the user; its revision, as the entity tag `"n"`, the
  /// next write's `If-Match`; the changes are asked since revision 0 without waiting (since the
  /// write's own revision they would wait for the next write); and a write that takes a body is
  /// given one the service accepts (``Samples``), in place of a generated one
  /// (`x-schemathesis.merge_body`), since a generated document almost never fits the app.
  private static func links(from endpoint: Endpoint, to endpoints: [Endpoint]) -> NavJSONValue {
    var links: NavJSONValue = [:]
    for target in endpoints where target.path.hasPrefix("users/") {
      var parameters: NavJSONValue = ["path.user": "$request.path.user"]
      if target.contract.ifMatch {
        parameters["header.If-Match"] = #""{$response.body#/revision}""#
      }
      if target.contract.query.contains(where: { $0.name == "since" }) {
        parameters["query.since"] = 0
        parameters["query.wait"] = 0
      }
      var link: NavJSONValue = [
        "operationId": .string(operationID(target)), "parameters": parameters,
      ]
      if let body = Samples.body(of: target) {
        link["requestBody"] = body
        link["x-schemathesis"] = ["merge_body": false]
      }
      links[operationID(target)] = link
    }
    return links
  }

  /// The link of a ready service's answer to a new user's first write: `If-Match: 0` and a state
  /// the service accepts, for a user the client picks. It is where a fuzzer's chains start.
  private static func firstWrite(_ put: Endpoint) -> NavJSONValue {
    var link: NavJSONValue = [
      "operationId": .string(operationID(put)), "parameters": ["header.If-Match": "0"],
    ]
    link["requestBody"] = Samples.body(of: put)
    link["x-schemathesis"] = ["merge_body": false]
    return link
  }

  /// `getUsersUserState` for `GET users/:user/state`.
  private static func operationID(_ endpoint: Endpoint) -> String {
    let words = endpoint.path.split { $0 == "/" || $0 == "-" || $0 == "." }.map {
      $0.hasPrefix(":") ? String($0.dropFirst()) : String($0)
    }
    return "\(endpoint.method)".lowercased()
      + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}

/// Bodies the service accepts, which the document gives as its examples and as the bodies of its
/// links: the rules JSON Schema cannot state (tag indices inside the document's tag table, the
/// app's types with payloads of their types, the app's tabs) make a generated document fail
/// almost always.
enum Samples {
  /// A whole-app state: the recipes tab selected, on the desserts category and recipe 42.
  static let state: NavJSONValue = [
    "v": 3, "t": ["tab", "category", "recipe"],
    "state": [
      "tabs": [[0, "recipes"], [0, "settings"]], "selection": [0, "recipes"],
      "stacks": [[[1, "desserts"], [2, 42]], []],
    ],
  ]

  /// A one-element path document that any stack takes: recipe 42.
  static let pushed: NavJSONValue = ["v": 3, "t": ["recipe"], "stack": [[0, 42]]]

  /// A link that opens on any stack: recipe 42.
  static let link: NavJSONValue = "recipes://recipe/42"

  /// The body the service accepts for an endpoint that reads one.
  static func body(of endpoint: Endpoint) -> NavJSONValue? {
    switch (endpoint.method, endpoint.path) {
    case (.put, "users/:user/state"): state
    case (.post, "users/:user/push"): pushed
    case (.post, "users/:user/open"): link
    default: nil
    }
  }
}

/// The JSON Schemas of the service's bodies.
enum Schemas {
  /// A user id.
  static let user: NavJSONValue = ["type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"]

  /// A tab's key.
  static let tab: NavJSONValue = ["type": "string", "enum": ["recipes", "settings"]]

  /// The `If-Match` of a whole-state write: a revision as `7`, `"7"` or `W/"7"`, up to 18 digits
  /// (every such number is a 64-bit integer).
  static let revisionMatch: NavJSONValue = [
    "type": "string", "pattern": #"^((W/)?"[0-9]{1,18}"|[0-9]{1,18})$"#,
  ]

  /// The `If-Match` of a relative change: a revision, or `*` for whatever is current.
  static let ifMatch: NavJSONValue = [
    "type": "string", "pattern": #"^(\*|(W/)?"[0-9]{1,18}"|[0-9]{1,18})$"#,
  ]

  /// `GET /health` and `GET /ready`: `{"status":"live"}`, `{"status":"ready"}`, and
  /// `{"status":"unavailable"}` for `/ready`'s 503.
  static let health: NavJSONValue = [
    "type": "object", "required": ["status"],
    "properties": ["status": ["type": "string", "enum": ["live", "ready", "unavailable"]]],
  ]

  /// The `Retry-After` header of a 503: the seconds to wait before trying again.
  static let retryAfter: NavJSONValue = [
    "required": true, "description": "The seconds to wait before trying again",
    "schema": ["type": "string", "pattern": "^[0-9]{1,9}$"],
  ]

  /// A document's tag table.
  private static let tags: NavJSONValue = ["type": "array", "items": ["type": "string"]]

  /// A stack: `[[tagIndex, payload], …]`, the tag index into the document's tag table.
  private static let stack: NavJSONValue = [
    "type": "array",
    "items": ["type": "array", "minItems": 2, "maxItems": 2],
  ]

  /// A tab: `[tagIndex, key]`.
  private static let tabValue: NavJSONValue = ["type": "array", "minItems": 2, "maxItems": 2]

  /// A path document: `{"v":3,"t":[…],"stack":[…]}`.
  static let pathDocument: NavJSONValue = [
    "type": "object", "required": ["v", "t", "stack"],
    "properties": ["v": ["type": "integer", "minimum": 1], "t": tags, "stack": stack],
  ]

  /// A whole-app document: `{"v":3,"t":[…],"state":{…}}`.
  static let stateDocument: NavJSONValue = [
    "type": "object", "required": ["v", "t", "state"],
    "properties": [
      "v": ["type": "integer", "minimum": 1], "t": tags,
      "state": [
        "type": "object", "required": ["tabs", "selection", "stacks"],
        "properties": [
          "tabs": ["type": "array", "items": tabValue], "selection": tabValue,
          "stacks": ["type": "array", "items": stack],
        ],
      ],
    ],
  ]

  /// The answer of a write: `{"revision":n,"transition":{…}}` (`null` after a reset).
  static let written: NavJSONValue = [
    "type": "object", "required": ["revision", "transition"],
    "properties": [
      "revision": ["type": "integer", "minimum": 0], "transition": ["type": ["object", "null"]],
    ],
  ]

  /// An error body's `error` member: the location has the fields of the library's
  /// `NavErrorLocation` that the error knows, and the service's own `revision` and `parameter`.
  static let errorSummary: NavJSONValue = [
    "type": "object", "required": ["domain", "code", "message", "location"],
    "properties": [
      "domain": ["type": "string"], "code": ["type": "string"], "message": ["type": "string"],
      "location": [
        "type": "object",
        "properties": [
          "elementIndex": ["type": "integer"], "tag": ["type": "string"],
          "jsonPath": ["type": "string"], "byteOffset": ["type": "integer"],
          "segment": ["type": "integer"], "pattern": ["type": "string"],
          "routes": ["type": "array", "items": ["type": "integer"]],
          "revision": ["type": "integer"], "parameter": ["type": "string"],
        ],
        "additionalProperties": false,
      ],
    ],
  ]

  /// An error body: `{"error":{…}}`.
  static let error: NavJSONValue = [
    "type": "object", "required": ["error"], "properties": ["error": errorSummary],
  ]

  /// The dropped elements: `{"revision":n,"dropped":[…]}`.
  static let dropped: NavJSONValue = [
    "type": "object", "required": ["revision", "dropped"],
    "properties": [
      "revision": ["type": "integer"], "dropped": ["type": "array", "items": errorSummary],
    ],
  ]

  /// A changes answer: the changes since a revision, or the whole state.
  static let changes: NavJSONValue = [
    "type": "object", "required": ["revision"],
    "properties": [
      "revision": ["type": "integer"],
      "changes": [
        "type": "array",
        "items": [
          "type": "object", "required": ["revision", "transition"],
          "properties": ["revision": ["type": "integer"], "transition": ["type": "object"]],
        ],
      ],
      "state": ["type": "object"], "dropped": ["type": "array", "items": errorSummary],
    ],
  ]
}
