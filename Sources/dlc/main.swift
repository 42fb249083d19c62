import DLCCommandLine
import Foundation
import Scenes
import ServerWorkerNetworking

let server = ToolOption<URL>.webAddress(
  "--server", help: "play against the server at URL instead of the embedded backend")
let cache = ToolOption<URL>.folder(
  "--cache", for: "cache folder", help: "keep the cache in the folder DIR across runs")
let store = ToolOption<String>.text(
  "--store", value: "FILE",
  help: "keep favorites, notes and preferences in the database FILE, or on the PostgreSQL "
    + "server at postgresql://USER@HOST:PORT/DB, its password in PGPASSWORD (default: "
    + "$XDG_DATA_HOME/atlas/atlas.sqlite at the REPL and for serve, else in memory)")

/// The store's address: a `postgresql://` (or `postgres://`) address as it is, else a file.
func storeAddress(_ value: String) -> URL {
  let isServer = ["postgresql://", "postgres://"].contains { value.lowercased().hasPrefix($0) }
  return isServer
    ? (URL(string: value) ?? URL(fileURLWithPath: value)) : URL(fileURLWithPath: value)
}

/// Where Atlas keeps the person's data when no `--store` is given: a file for a person at the
/// REPL or in a browser (`serve`), memory for every other command (`run`, `explore`, `graph`),
/// whose runs must not meet earlier ones.
func defaultStoreFile() -> URL? {
  let command = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") }
  guard command == nil || command == "serve" else { return nil }
  let environment = ProcessInfo.processInfo.environment
  let dataHome =
    environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    ?? FileManager.default.homeDirectoryForCurrentUser
    .appendingPathComponent(".local/share", isDirectory: true)
  return dataHome.appendingPathComponent("atlas/atlas.sqlite")
}

await SceneTool(
  name: "dlc",
  summary: "play and script the scenes of Atlas, the DLC demo app",
  acts: Atlas.acts,
  links: Atlas.links,
  options: [server, cache, store]
) { values in
  let transport = values[server].map { URLSessionTransport(baseURL: $0) }
  return Atlas(
    configuration: AtlasConfiguration(
      backend: transport.map { .server($0) } ?? .embedded, cacheFolder: values[cache],
      storeFile: values[store].map(storeAddress) ?? defaultStoreFile()))
}.main()
