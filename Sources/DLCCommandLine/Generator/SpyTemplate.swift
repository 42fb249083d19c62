/// The source of a spy that a generated logic test hands the logic: a stand-in for one of a
/// scene's roles, its presenter or its navigator, that records every call.
enum SpyTemplate {
  /// The spy's file.
  ///
  /// - Parameters:
  ///   - role: The role it stands in for, in lower case: `presenter` or `navigator`.
  ///   - scene: The scene's name.
  ///   - module: The module under test.
  ///   - imports: Modules the methods need besides DLCTesting, such as `ServerWorker`.
  ///   - methods: Each method as it reads in the spy, unindented; it may take several lines.
  /// - Returns: The file's text.
  static func source(
    standingInFor role: String, of scene: String, in module: String,
    importing imports: [String] = [], methods: [String]
  ) -> String {
    let type = scene + role.prefix(1).uppercased() + role.dropFirst()
    let body = methods.map { method in
      "\n"
        + method.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n")
    }.joined()
    return """
      \((["DLCTesting"] + imports).map { "import \($0)" }.joined(separator: "\n"))

      @testable import \(module)

      /// Stands in for \(scene)'s \(role), recording every call.
      final class \(type)Spy:
        \(type)Interface,
        SceneSpy
      {
        let log = CallLog<SpyCall>("\(type)")\(methods.isEmpty ? "" : "\n")\(body)
      }

      """
  }
}
