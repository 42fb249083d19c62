import Foundation
import Scenes

/// The options of a session that plays Atlas: output format, backend and cache folder.
struct SessionOptions: Equatable {
  /// Whether to print one JSON object a line for each command.
  var json = false

  /// The server to play against, or `nil` for the embedded backend.
  var server: URL?

  /// The folder the cache persists to, or `nil` to keep it in memory.
  var cacheFolder: URL?

  /// Atlas's configuration for these options; the stage provides the clock.
  var configuration: AtlasConfiguration {
    AtlasConfiguration(backend: server.map { .server($0) } ?? .embedded, cacheFolder: cacheFolder)
  }

  /// Creates the cache folder if it does not exist yet.
  ///
  /// - Returns: Why the folder cannot be used, or `nil` if it can.
  func prepareCacheFolder() -> String? {
    guard let cacheFolder else { return nil }
    do {
      try FileManager.default.createDirectory(
        at: cacheFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      return nil
    } catch {
      return "cannot use '\(cacheFolder.path)' as the cache folder: \(error.localizedDescription)"
    }
  }
}
