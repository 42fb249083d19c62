public import Foundation
public import ServerWorker

/// How to start Atlas: which backend, where to keep the cache and each person's own data.
///
/// Atlas's scenes and workers measure time on the clock of the stage it starts on, so a
/// configuration names no clock: the stage is where a host or a test sets it.
public struct AtlasConfiguration: Sendable {
  /// Where Atlas sends its requests.
  ///
  /// Atlas's library never chooses a network transport: the executable that wants a real server
  /// makes one (`dlc` makes a `URLSessionTransport` of ServerWorkerNetworking for `--server`),
  /// so a program that only embeds Atlas links no HTTP client.
  public enum Backend: Sendable {
    /// The in-process backend that ships with Atlas: no network needed.
    case embedded
    /// A server speaking the same HTTP API, reached through the transport given.
    case server(any ServerTransport)
  }

  /// Where Atlas sends its requests; the embedded backend by default.
  public var backend: Backend

  /// The folder the cache persists to, or `nil` to keep it in memory only.
  public var cacheFolder: URL?

  /// The database file that keeps each person's favorites, notes and preferences, or the
  /// `postgresql://` address of a database on a server, or `nil` to keep them in memory for
  /// the run only.
  public var storeFile: URL?

  /// With the embedded backend, what stands between it and Atlas: given each request and the
  /// backend's answer, returns the answer Atlas gets. A fuzzer plays a hostile server with it;
  /// `nil` passes every answer as it is.
  public var embeddedAnswers:
    (@Sendable (ServerHTTPRequest, ServerHTTPResponse) async -> ServerHTTPResponse)?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - backend: Where Atlas sends its requests.
  ///   - cacheFolder: The folder the cache persists to, or `nil` for memory only.
  ///   - storeFile: The database file for each person's own data, or a `postgresql://` address
  ///     of a database on a server, or `nil` for memory only.
  public init(
    backend: Backend = .embedded,
    cacheFolder: URL? = nil,
    storeFile: URL? = nil
  ) {
    self.backend = backend
    self.cacheFolder = cacheFolder
    self.storeFile = storeFile
  }
}
