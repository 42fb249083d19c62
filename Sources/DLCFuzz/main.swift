import Foundation

let options: FuzzOptions
do {
  options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FuzzProtocol.writeError("error: \(error.message)\n\n\(FuzzOptions.usage)")
  exit(2)
}
if options.wantsHelp {
  print(FuzzOptions.usage, terminator: "")
  exit(0)
}
let corpus = ExampleScripts.lines(
  under: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
if corpus.isEmpty {
  FuzzProtocol.writeError(
    "error: no example scripts in \(ExampleScripts.folder); run DLCFuzz from the package's folder\n"
  )
  exit(2)
}
if options.isChild {
  exit(await FuzzChild(options: options, corpus: corpus).run())
}
// A tool that ends before reading all of a script piped to it must not end the fuzzer too.
signal(SIGPIPE, SIG_IGN)
exit(await FuzzSupervisor(options: options, corpus: corpus).run())
