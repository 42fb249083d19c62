import DLCCommandLine
import Foundation
import Scenes

let server = ToolOption<URL>.webAddress(
  "--server", help: "play against the server at URL instead of the embedded backend")
let cache = ToolOption<URL>.folder(
  "--cache", for: "cache folder", help: "keep the cache in the folder DIR across runs")

await SceneTool(
  name: "dlc",
  summary: "play and script the scenes of Atlas, the DLC demo app",
  acts: Atlas.acts,
  links: Atlas.links,
  options: [server, cache]
) { values in
  Atlas(
    configuration: AtlasConfiguration(
      backend: values[server].map { .server($0) } ?? .embedded, cacheFolder: values[cache]))
}.main()
