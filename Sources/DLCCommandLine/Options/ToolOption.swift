public import Foundation

/// An option of an application's own tool, such as `--server URL`: its name, the value it takes
/// and the line `--help` shows for it, and how its text becomes a typed value.
///
/// Declare each option once and read its value by the same constant:
///
/// ```swift
/// let server = ToolOption<URL>.webAddress(
///   "--server", help: "play against the server at URL instead of the embedded backend")
/// let tool = SceneTool(name: "atlas", summary: "Atlas", acts: Atlas.acts, options: [server]) {
///   values in
///   let backend =
///     values[server].map { AtlasConfiguration.Backend.server(URLSessionTransport(baseURL: $0)) }
///     ?? .embedded
///   return Atlas(configuration: AtlasConfiguration(backend: backend))
/// }
/// ```
public struct ToolOption<Value: Sendable>: ToolOptionDeclaration {
  /// The option as typed, with its dashes: `--server`.
  public let name: String
  /// What the value is called in `--help`, such as `URL`; `nil` for a flag that takes none.
  public let valueName: String?
  /// One line for `--help` that says what the option does.
  public let help: String

  private let parseText: @Sendable (String) throws(ToolOptionError) -> Value
  private let prepareValue: @Sendable (Value) throws(ToolOptionError) -> Void

  /// Declares an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The option as typed, starting with `--`.
  ///   - valueName: What the value is called in `--help`, such as `URL`.
  ///   - help: One line that says what the option does.
  ///   - prepare: Runs before a session or script starts, with the value given, to make it
  ///     usable (create a folder, say); its error stops the tool with status 2.
  ///   - parse: Turns the text typed into the value, or says in plain words why it cannot.
  public init(
    _ name: String,
    value valueName: String,
    help: String,
    prepare: @escaping @Sendable (Value) throws(ToolOptionError) -> Void = { _ in },
    parse: @escaping @Sendable (String) throws(ToolOptionError) -> Value
  ) {
    self.name = name
    self.valueName = valueName
    self.help = help
    self.parseText = parse
    self.prepareValue = prepare
  }

  private init(flag name: String, help: String, value: Value) {
    self.name = name
    self.valueName = nil
    self.help = help
    self.parseText = { _ in value }
    self.prepareValue = { _ in }
  }

  /// Reads the text typed after the option.
  ///
  /// - Parameter text: The value as typed.
  /// - Returns: The typed value.
  /// - Throws: ``ToolOptionError`` saying why the text is not a value of this option.
  public func parse(_ text: String) throws(ToolOptionError) -> any Sendable {
    try parseText(text)
  }

  /// Makes a parsed value usable before a session starts.
  ///
  /// - Parameter value: A value this option parsed.
  /// - Throws: ``ToolOptionError`` saying why the value cannot be used.
  public func prepare(_ value: any Sendable) throws(ToolOptionError) {
    guard let value = value as? Value else { return }
    try prepareValue(value)
  }
}

extension ToolOption where Value == Bool {
  /// Declares a flag: an option that takes no value and reads as `true` when given.
  ///
  /// - Parameters:
  ///   - name: The flag as typed, starting with `--`.
  ///   - help: One line that says what the flag does.
  /// - Returns: The option.
  public static func flag(_ name: String, help: String) -> ToolOption<Bool> {
    ToolOption(flag: name, help: help, value: true)
  }
}

extension ToolOption where Value == String {
  /// Declares an option whose value is any text that is not empty.
  ///
  /// - Parameters:
  ///   - name: The option as typed, starting with `--`.
  ///   - valueName: What the value is called in `--help`.
  ///   - help: One line that says what the option does.
  /// - Returns: The option.
  public static func text(_ name: String, value valueName: String, help: String)
    -> ToolOption<String>
  {
    ToolOption(name, value: valueName, help: help) { text in text }
  }
}

extension ToolOption where Value == URL {
  /// Declares an option whose value is an `http` or `https` address with a host, such as
  /// `http://localhost:8080`.
  ///
  /// - Parameters:
  ///   - name: The option as typed, starting with `--`.
  ///   - help: One line that says what the option does.
  /// - Returns: The option, shown as `NAME URL` in `--help`.
  public static func webAddress(_ name: String, help: String) -> ToolOption<URL> {
    ToolOption(name, value: "URL", help: help) { text throws(ToolOptionError) in
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
      else {
        throw ToolOptionError(
          "'\(name)' needs an http or https URL, such as http://localhost:8080, not '\(text)'")
      }
      return url
    }
  }

  /// Declares an option whose value is a folder, created (private to the user) before a
  /// session starts if it does not exist yet.
  ///
  /// - Parameters:
  ///   - name: The option as typed, starting with `--`.
  ///   - purpose: What the folder is for, as in "cannot use '/x' as the cache folder".
  ///   - help: One line that says what the option does.
  /// - Returns: The option, shown as `NAME DIR` in `--help`.
  public static func folder(_ name: String, for purpose: String, help: String) -> ToolOption<URL> {
    ToolOption(
      name, value: "DIR", help: help,
      prepare: { folder throws(ToolOptionError) in
        do {
          try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        } catch {
          throw ToolOptionError(
            "cannot use '\(folder.path)' as the \(purpose): \(error.localizedDescription)")
        }
      },
      parse: { text in URL(fileURLWithPath: text, isDirectory: true) })
  }
}
