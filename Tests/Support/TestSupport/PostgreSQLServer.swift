import Foundation
import Testing

/// A PostgreSQL server of the tests' own, started once a run in a temporary folder, on a free
/// port of 127.0.0.1, with a password for its one user: `initdb` and `pg_ctl` run as `nobody`
/// when the tests run as root, since the server refuses to run as root. A watcher stops it and
/// removes its folder once the test process has ended.
public final class PostgreSQLServer: Sendable {
  /// Where Debian's packages put the server's programs.
  public static let programs = URL(fileURLWithPath: "/usr/lib/postgresql/15/bin")

  /// Whether the server's programs are installed (`.ci/install-postgresql` installs them).
  public static let isInstalled = ["initdb", "pg_ctl", "postgres"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: programs.appending(path: $0).path)
  }

  /// The user the tests connect as.
  public static let user = "dlc"

  /// The server, started by the first test that asks for it.
  public static let shared = Result<PostgreSQLServer, any Error> { try PostgreSQLServer() }

  /// The port it listens on.
  public let port: Int
  /// Its user's password, which the test process gives libpq in `PGPASSWORD`.
  public let password: String

  private init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "dlc-postgresql-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    password = "pw-\(UUID().uuidString)"
    let passwordFile = folder.appending(path: "password")
    try Data(password.utf8).write(to: passwordFile)
    let asRoot = geteuid() == 0
    if asRoot {
      // The server runs as nobody, who must own its folder and read the password file.
      for path in [folder.path, passwordFile.path] {
        chown(path, 65534, 65534)
      }
    }
    chmod(folder.path, 0o700)
    port = try Self.freePort()
    let data = folder.appending(path: "data").path
    try Self.run(
      "initdb", asRoot: asRoot,
      [
        "-D", data, "-U", Self.user, "--pwfile=\(passwordFile.path)", "--auth-host=scram-sha-256",
        "--auth-local=scram-sha-256", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8",
      ])
    // fsync off: the tests' server is thrown away, and the machine's disk is shared.
    try Self.run(
      "pg_ctl", asRoot: asRoot,
      [
        "-D", data, "-l", folder.appending(path: "log").path, "-w", "-t", "60", "-o",
        "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off "
          + "-c max_connections=200",
        "start",
      ])
    setenv("PGPASSWORD", password, 1)
    // Stops the server once the test process is gone, however it ended.
    let stop =
      (asRoot ? "runuser -u nobody -- " : "")
      + "\(Self.programs.appending(path: "pg_ctl").path) -D \(data) stop -m immediate"
    _ = try Self.spawn(
      "/bin/sh",
      [
        "-c",
        "cd /; while [ -d /proc/\(getpid()) ]; do sleep 1; done; \(stop) >/dev/null 2>&1; "
          + "rm -rf \(folder.path)",
      ], output: "/dev/null")
  }

  /// A new, empty database of the server's, and its address.
  ///
  /// - Returns: `postgresql://dlc@127.0.0.1:PORT/NAME`.
  /// - Throws: What `psql` said if it could not make it.
  public func newDatabase() throws -> URL {
    let name = "store_\(UUID().uuidString.prefix(8).lowercased())"
    try Self.run(
      "psql", asRoot: false,
      [
        "-X", "-q", "-h", "127.0.0.1", "-p", "\(port)", "-U", Self.user, "-d", "postgres", "-c",
        "CREATE DATABASE \(name)",
      ])
    return url(database: name)
  }

  /// The address of one of the server's databases.
  ///
  /// - Parameter database: The database's name.
  /// - Returns: `postgresql://dlc@127.0.0.1:PORT/DATABASE`, without the password.
  public func url(database: String) -> URL {
    URL(string: "postgresql://\(Self.user)@127.0.0.1:\(port)/\(database)")
      ?? URL(fileURLWithPath: "/")
  }

  /// A port of 127.0.0.1 nothing listens on now.
  ///
  /// - Returns: The port.
  /// - Throws: If no socket could be bound.
  public static func freePort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    try #require(bound, "no free port: \(String(cString: strerror(errno)))")
    return Int(UInt16(bigEndian: address.sin_port))
  }

  /// Runs one of the server's programs, as nobody when the tests run as root, and waits for
  /// it: by `waitpid`, since Foundation's `Process` missed the end of `runuser` here.
  private static func run(_ program: String, asRoot: Bool, _ arguments: [String]) throws {
    let path = programs.appending(path: program).path
    let output = FileManager.default.temporaryDirectory
      .appending(path: "dlc-postgresql-\(program)-\(UUID().uuidString).log").path
    defer { unlink(output) }
    let child =
      asRoot
      ? try spawn("/usr/sbin/runuser", ["-u", "nobody", "--", path] + arguments, output: output)
      : try spawn(path, arguments, output: output)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    let said = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    try #require(status == 0, "\(program) failed (\(status)): \(said)")
  }

  /// Starts a program from `/`, its output and errors written to a file, and returns its id.
  private static func spawn(
    _ path: String, _ arguments: [String], output: String
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // Started from the root folder: nobody may not read the test's own.
    let shell = ["/bin/sh", "-c", #"cd / && exec "$@""#, "sh", path] + arguments
    let argv = shell.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let failed = posix_spawn(&child, "/bin/sh", &actions, nil, argv, environ)
    try #require(failed == 0, "could not start \(path): \(String(cString: strerror(failed)))")
    return child
  }
}
