import CounterScenes
import DLCCommandLine

await SceneTool(
  name: "counter",
  version: "1.0.0",
  summary: "play and script the Counter, a DLC application of one scene",
  acts: CounterApp.acts
) { _ in CounterApp() }.main()
