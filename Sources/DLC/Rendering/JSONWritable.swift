/// A value ``JSONText`` can write: a string, a number, a truth value, `null`, an array of them,
/// or a snapshot's object.
package protocol JSONWritable {
  /// Writes the value.
  ///
  /// - Parameter json: Where to write it.
  func write(to json: inout JSONText)
}

extension String: JSONWritable {
  package func write(to json: inout JSONText) { json.write(self) }
}

extension Bool: JSONWritable {
  package func write(to json: inout JSONText) { json.write(self) }
}

extension Int: JSONWritable {
  package func write(to json: inout JSONText) { json.write(self) }
}

extension Double: JSONWritable {
  package func write(to json: inout JSONText) { json.write(self) }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
  /// Writes the value, or `null` for none, as a key the schema always writes does.
  package func write(to json: inout JSONText) {
    if let self {
      self.write(to: &json)
    } else {
      json.writeNull()
    }
  }
}

extension Array: JSONWritable where Element: JSONWritable {
  package func write(to json: inout JSONText) { json.writeArray(self) }
}
