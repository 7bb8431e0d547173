/// The options of a command line, with the environment variable that gave each one, so that an
/// error names what the user wrote: `--port` or `NAV_STATE_PORT`.
struct CommandOptions {
  /// The value of each option given.
  var values: [String: String] = [:]
  /// Whether each option's value came from its environment variable.
  var fromEnvironment: [String: Bool] = [:]

  /// The value of an option, `nil` when it was not given.
  subscript(option: String) -> String? { values[option] }

  /// The name that gave an option's value: its environment variable when the value came from
  /// there, else the option.
  func name(_ option: String) -> String {
    guard fromEnvironment[option] == true else { return option }
    return ServiceEnvironment.options.first { $0.option == option }?.variable ?? option
  }
}
