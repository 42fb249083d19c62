import CounterScenes
import DLCCommandLine
import Foundation
import ServerWorkerNetworking
import StoreWorker

let server = ToolOption<URL>.webAddress(
  "--server", help: "ask the server at URL instead of the embedded backend")
let store = ToolOption<Store>(
  "--store", value: "FILE", help: "keep each account's data in FILE instead of in memory"
) { path throws(ToolOptionError) in
  do {
    // What the store recovered from on its own, such as a damaged file it moved aside
    // before starting afresh, is said, naming both files. The whole file is checked once
    // at the start: pages damaged past its header would fail every write after.
    return try Store(file: URL(fileURLWithPath: path), checksIntegrity: true) { warning in
      FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
    }
  } catch {
    throw ToolOptionError("cannot use '\(path)' as the store: \(error)")
  }
}

await SceneTool(
  name: "counter",
  summary: "play and script the scenes of Counter",
  acts: CounterApp.acts,
  links: CounterApp.links,
  options: [server, store]
) { values in
  let transport = values[server].map { URLSessionTransport(baseURL: $0) }
  return CounterApp(transport: transport, store: values[store])
}.main()
