import DLC
import DLCCommandLine

// The tool declares --fixed, so it parses and shows in --help; the application reads it.
let fixed = ToolOption<Bool>.flag(
  "--fixed", help: "play the control: the same scenes with every planted defect fixed")

await SceneTool(
  name: "shelf", summary: "play a shop shelf with a defect planted on each of its paths",
  acts: ShelfApp.acts, links: ShelfApp.links, options: [fixed]
) { values in ShelfApp(isFixed: values[fixed] ?? false) }.main()
