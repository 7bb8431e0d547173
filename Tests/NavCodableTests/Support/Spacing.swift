/// The same document with a space after every comma and colon outside strings, which only the
/// general reader reads.
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
