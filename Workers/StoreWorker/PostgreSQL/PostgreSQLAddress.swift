import Foundation

/// Where a PostgreSQL database is: `postgresql://USER@HOST:PORT/DATABASE`, never with a
/// password, which libpq reads itself from `PGPASSWORD` or a password file (`~/.pgpass`, or
/// the file `PGPASSFILE` names).
struct PostgreSQLAddress: Sendable {
  /// The user to connect as, or `nil` for libpq's default (the system user's name).
  var user: String?
  /// The host, or `nil` for libpq's default (its local socket).
  var host: String?
  /// The port.
  var port: Int
  /// The database, or `nil` for libpq's default (the user's name).
  var database: String?
  /// Other connection settings from the address's query, such as `sslmode=require`.
  var options: [(String, String)]

  /// The schemes an address may have.
  static let schemes: Set<String> = ["postgresql", "postgres"]

  /// Reads an address.
  ///
  /// - Parameter url: The address.
  /// - Throws: ``StoreError/cannotOpen(file:reason:)`` if it carries a password, which would be
  ///   seen in the process list and in logs, or is not a PostgreSQL address. The error shows
  ///   the address without its password.
  init(_ url: URL) throws(StoreError) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), Self.schemes.contains(scheme)
    else {
      throw .cannotOpen(
        file: Self.withoutPassword(url), reason: "it is not a postgresql:// address")
    }
    user = components.user.flatMap { $0.isEmpty ? nil : $0 }
    host = components.host.flatMap { $0.isEmpty ? nil : $0 }
    port = components.port ?? 5432
    let path = components.path.trimmingPrefix("/")
    database = path.isEmpty ? nil : String(path)
    options = (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    let refused = options.first { ["password", "passfile"].contains($0.0.lowercased()) }
    if components.password != nil || refused != nil {
      throw .cannotOpen(
        file: description,
        reason:
          "the address carries a password, which is refused: the process list, the shell's "
          + "history and logs would show it; give it in PGPASSWORD or a .pgpass file instead")
    }
  }

  /// The address as a person reads it in an error: never a password.
  var description: String {
    var text = "postgresql://"
    if let user {
      text += user + "@"
    }
    text += server
    if let database {
      text += "/" + database
    }
    return text
  }

  /// The host and port, as errors name the server: `127.0.0.1:5432`.
  var server: String { "\(host ?? "localhost"):\(port)" }

  /// The keywords and values libpq connects with; no password among them.
  var connectionParameters: [(String, String)] {
    var parameters: [(String, String)] = [("port", "\(port)")]
    if let host {
      parameters.append(("host", host))
    }
    if let user {
      parameters.append(("user", user))
    }
    if let database {
      parameters.append(("dbname", database))
    }
    // A server that does not answer is named soon, rather than after the system's minutes;
    // a connection whose server went away unannounced is found out by keepalives.
    parameters += [
      ("connect_timeout", "5"), ("keepalives", "1"), ("keepalives_idle", "30"),
      ("fallback_application_name", "dlc-store"),
    ]
    return parameters + options
  }

  /// The password libpq reads from the environment, to be kept out of every message.
  static var environmentPassword: String? {
    ProcessInfo.processInfo.environment["PGPASSWORD"]
  }

  /// An address that is not read as one, shown without what may be a password.
  private static func withoutPassword(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return "an address that cannot be read"
    }
    if components.password != nil {
      components.password = "•••"
    }
    components.queryItems = nil
    return components.string ?? "an address that cannot be read"
  }
}
