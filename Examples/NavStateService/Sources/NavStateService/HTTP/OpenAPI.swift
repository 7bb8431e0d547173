internal import HTTPTypes
internal import NavCodable

/// The service's OpenAPI 3.1 document, derived from its list of endpoints, so that it cannot
/// disagree with the router; `GET /openapi.json` serves it.
enum OpenAPI {
  /// The document of a list of endpoints: every path with its operations, parameters, bodies
  /// and answers; every error answer is a `4XX` with the service's error body.
  static func document(of endpoints: [Endpoint]) -> NavJSONValue {
    var paths = NavJSONValue.Object()
    for endpoint in endpoints {
      let path =
        "/"
        + endpoint.path.split(separator: "/").map { segment in
          segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
      var operations = NavJSONValue.Object()
      if case .object(let existing)? = paths[path] { operations = existing }
      operations["\(endpoint.method)".lowercased()] = self.operation(endpoint)
      paths[path] = .object(operations)
    }
    return [
      "openapi": "3.1.0",
      "info": [
        "title": "NavStateService",
        "version": "1",
        "description": "Users' navigation states with revisions, deep links and changes.",
      ],
      "paths": .object(paths),
    ]
  }

  private static func operation(_ endpoint: Endpoint) -> NavJSONValue {
    let contract = endpoint.contract
    var parameters: [NavJSONValue] = endpoint.path.split(separator: "/")
      .filter { $0.hasPrefix(":") }
      .map { name in
        [
          "name": .string(String(name.dropFirst())), "in": "path", "required": true,
          "schema": name == ":user" ? Schemas.user : ["type": "string"],
        ]
      }
    parameters += contract.query.map {
      [
        "name": .string($0.name), "in": "query", "required": .bool($0.required),
        "schema": $0.schema,
      ]
    }
    if contract.ifMatch {
      parameters.append([
        "name": "If-Match", "in": "header", "required": true,
        "schema": ["type": "string"],
        "description": "The revision the write is based on: \"7\", 7, or * for a relative change",
      ])
    }
    var answer: NavJSONValue.Object = ["description": .string(contract.summary)]
    if let schema = contract.answer {
      answer["content"] = ["application/json": ["schema": schema]]
    }
    var operation: NavJSONValue.Object = [
      "operationId": .string(operationID(endpoint)),
      "summary": .string(contract.summary),
      "parameters": .array(parameters),
    ]
    switch contract.body {
    case .json(let schema)?:
      operation["requestBody"] = [
        "required": true, "content": ["application/json": ["schema": schema]],
      ]
    case .text?:
      operation["requestBody"] = [
        "required": true, "content": ["text/plain": ["schema": ["type": "string"]]],
      ]
    case nil:
      break
    }
    operation["responses"] = [
      .init(stringLiteral: "\(contract.success.code)"): .object(answer),
      "4XX": [
        "description": "The request is refused; the body says why and where",
        "content": ["application/json": ["schema": Schemas.error]],
      ],
    ]
    return .object(operation)
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

/// The JSON Schemas of the service's bodies.
enum Schemas {
  /// A user id.
  static let user: NavJSONValue = ["type": "string", "pattern": "^[A-Za-z0-9_-]{1,64}$"]

  /// A path document: `{"v":3,"t":[…],"stack":[…]}`.
  static let pathDocument: NavJSONValue = [
    "type": "object", "required": ["v", "t", "stack"],
    "properties": [
      "v": ["type": "integer"], "t": ["type": "array", "items": ["type": "string"]],
      "stack": ["type": "array"],
    ],
  ]

  /// A whole-app document: `{"v":3,"t":[…],"state":{…}}`.
  static let stateDocument: NavJSONValue = [
    "type": "object", "required": ["v", "t", "state"],
    "properties": [
      "v": ["type": "integer"], "t": ["type": "array", "items": ["type": "string"]],
      "state": ["type": "object"],
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
