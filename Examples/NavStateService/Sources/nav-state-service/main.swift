import Foundation
import Hummingbird
import NavStateService

// nav-state-service [--host 127.0.0.1] [--port 8080] [--database FILE] [--change-log N]
//
// Without --database, the SQLite file goes in a new temporary folder.

let usage = "usage: nav-state-service [--host H] [--port N] [--database FILE] [--change-log N]"
var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let name = arguments.next() {
  guard ["--host", "--port", "--database", "--change-log"].contains(name),
    let value = arguments.next()
  else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
  }
  options[name] = value
}
guard let port = Int(options["--port"] ?? "8080"),
  let changeLog = Int(options["--change-log"] ?? "100")
else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(2)
}
let database: String
if let given = options["--database"] {
  database = given
} else {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("nav-state-service-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  database = folder.appendingPathComponent("state.sqlite").path
}
let host = options["--host"] ?? "127.0.0.1"
// Written straight to the file descriptor, so that it shows at once even when stdout is a pipe.
FileHandle.standardOutput.write(
  Data("nav-state-service: database \(database), listening on \(host):\(port)\n".utf8))
let app = try buildApplication(
  ServiceConfiguration(
    host: host, port: port, databasePath: database,
    changeLogLength: changeLog))
try await app.runService()
