import DLC
import DLCCommandLine

// The application is chosen before the tool is made, since its acts depend on it; the tool
// still declares the option, so that it parses and shows in --help.
let application = ToolOption<SampleApplication>(
  "--app", value: "NAME",
  help: "the application to play: "
    + SampleApplication.allCases.map(\.rawValue).joined(separator: ", ")
) { text throws(ToolOptionError) in
  guard let kind = SampleApplication(rawValue: text) else {
    throw ToolOptionError("'--app' is no application named '\(text)'")
  }
  return kind
}
let arguments = CommandLine.arguments
let chosen =
  arguments.firstIndex(of: "--app").flatMap { index in
    arguments.indices.contains(index + 1) ? SampleApplication(rawValue: arguments[index + 1]) : nil
  } ?? .clean

await SceneTool(
  name: "samples", summary: "play small applications written to be explored",
  acts: chosen.acts, options: [application]
) { values in SampleApp(kind: values[application] ?? .clean) }.main()
