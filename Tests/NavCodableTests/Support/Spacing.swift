/// The same document with a space after every comma and colon outside strings: the envelope
/// reader still decodes its elements as it reads them, but reads a payload object as a tree
/// rather than in place.
func spaced(_ text: String) -> String {
  outsideStrings(text) { character in
    character == "," || character == ":" ? "\(character) " : "\(character)"
  }
}

/// The same document with a space, a newline and a tab after every `{`, `[`, `,` and `:` and
/// before every `}` and `]` outside strings: whitespace wherever JSON allows it.
func everywhereSpaced(_ text: String) -> String {
  " "
    + outsideStrings(text) { character in
      if character == "}" || character == "]" { return " \n\t\(character)" }
      return "{[,:".contains(character) ? "\(character) \n\t" : "\(character)"
    }
}

/// The text with each character outside JSON strings replaced by what `replacement` gives for
/// it; the characters of strings, their quotes and escapes included, are kept as they are.
private func outsideStrings(_ text: String, _ replacement: (Character) -> String) -> String {
  var result = ""
  var inString = false
  var escaped = false
  for character in text {
    if inString {
      result.append(character)
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
      }
    } else {
      result += replacement(character)
      inString = character == "\""
    }
  }
  return result
}
