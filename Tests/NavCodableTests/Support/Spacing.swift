/// The same document with a space after every comma and colon outside strings: the envelope
/// reader still decodes its elements as it reads them, but reads a payload object as a tree
/// rather than in place.
func spaced(_ text: String) -> String {
  var result = ""
  var inString = false
  var escaped = false
  for character in text {
    result.append(character)
    if inString {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString = false
      }
    } else if character == "\"" {
      inString = true
    } else if character == "," || character == ":" {
      result.append(" ")
    }
  }
  return result
}
