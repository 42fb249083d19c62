/// A stand-in worker: answers off the main actor, as a server worker would.
actor Echo {
  func greeting(for name: String) -> String {
    "Hello, \(name)"
  }
}
