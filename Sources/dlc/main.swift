import Foundation

let terminal = Terminal()
let status: Int32
do {
  switch try Invocation(parsing: Array(CommandLine.arguments.dropFirst())) {
  case .version:
    terminal.write("dlc \(DLCVersion.current)")
    status = 0
  case .help(let command):
    terminal.write(Usage.text(for: command))
    status = 0
  case .scenes(let json):
    status = ScenesCommand(json: json, terminal: terminal).run()
  case .interactive(let options):
    status = await InteractiveCommand(options: options, terminal: terminal).run()
  case .run(let options, let files):
    status = await RunCommand(options: options, files: files, terminal: terminal).run()
  }
} catch {
  terminal.writeError(error.message, at: nil)
  terminal.writeError(error.hint)
  status = 2
}
exit(status)
